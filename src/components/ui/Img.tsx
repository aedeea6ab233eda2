import { getImageProps, type ImageProps } from 'next/image';
import { ImagePreload } from './ImagePreload';

/**
 * next/image's markup (optimizer srcset, sizes, lazy loading, `fill`) as a plain `<img>` rendered on
 * the server, with no script: the site's pictures need none of the client component's behaviour
 * (blur placeholders, load callbacks). `preload` marks the picture a page is judged by (its largest
 * paint): it loads eagerly with a high priority and is announced in the document's head.
 *
 * React announces every eager `<img>` of a server component by itself, in the page's payload too,
 * so each page the router prefetches would fetch its picture. An `<img>` inside a `<picture>` is
 * never announced (a `<source>` could pick another file): the picture wraps it, with no box of its
 * own, and ImagePreload announces it only where the page is rendered.
 */
export function Img({ preload, alt, ...props }: Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>) {
  const { props: img } = getImageProps({ ...props, alt, loading: preload ? 'eager' : props.loading });
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's attributes are computed above
  const picture = <img {...img} alt={alt} fetchPriority={preload ? 'high' : img.fetchPriority} />;
  if (!preload) return picture;
  return (
    <>
      <ImagePreload src={img.src} srcSet={img.srcSet} sizes={img.sizes} />
      <picture className="contents">{picture}</picture>
    </>
  );
}
