import { Img } from '@/components/ui/Img';
import Link from 'next/link';
import type { PlaceCardData } from '@/components/deals/types';

/** A category recommended beside the page: its picture, its name as the card's link, a line of text. */
export function RelatedCategory({ category, text }: { category: PlaceCardData; text: string }) {
  return (
    <article className="group relative flex min-h-32 max-w-3xl overflow-hidden rounded-2xl border border-line bg-white shadow-card transition-shadow hover:shadow-raised">
      <div className="relative w-32 shrink-0 bg-primary-100 sm:w-56">
        {category.image ? (
          <Img src={category.image.url} alt="" fill sizes="(min-width: 576px) 224px, 128px" className="object-cover" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col justify-center gap-1 p-4 sm:p-6">
        <h3 className="text-h3 font-bold text-primary-950">
          <Link href={category.href} className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary-700">
            {category.name}
          </Link>
        </h3>
        <p className="text-sm text-muted sm:text-base">{text}</p>
        <span aria-hidden="true" className="mt-1 font-semibold text-primary-700 group-hover:underline">
          →
        </span>
      </div>
    </article>
  );
}
