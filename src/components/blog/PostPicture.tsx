import { Img } from '@/components/ui/Img';
import type { ImageView } from '@/lib/contracts';

/**
 * A post's picture at the top of its article: the page's largest paint, so it is preloaded and
 * fetched first; its box is sized by CSS, so loading it moves nothing. `sizes` follows the article
 * column (src/components/blog/PostLayout.tsx): the reading width, beside the aside from 992px.
 */
export function PostPicture({ image }: { image: ImageView | null }) {
  if (!image) return null;
  return (
    <div className="relative aspect-video w-full max-w-reading overflow-hidden rounded-2xl bg-primary-50 shadow-card">
      <Img
        src={image.url}
        alt={image.alt}
        fill
        preload
        fetchPriority="high"
        sizes="(min-width: 1200px) 736px, (min-width: 992px) calc(100vw - 416px), (min-width: 784px) 736px, calc(100vw - 32px)"
        className="object-cover"
      />
    </div>
  );
}
