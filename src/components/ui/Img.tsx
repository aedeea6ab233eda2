import type { ImageProps } from 'next/image';
// The function alone: `next/image` itself also exports its client component, and importing it
// would ship that component's script with every page that shows a picture.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';

/**
 * next/image's markup (optimizer srcset, sizes, lazy loading, `fill`) as a plain `<img>` rendered on
 * the server, with no script: the site's pictures need none of the client component's behaviour
 * (blur placeholders, load callbacks). `preload` asks for the picture from the document's head with
 * a high priority, as next/image does for the picture a page is judged by (its LCP element). The
 * hint is an element React moves into the head, not a `preload()` call: a call would also run for
 * every page the router prefetches, fetching their pictures too.
 */
export function Img({ preload, alt, ...props }: Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>) {
  const { props: img } = getImageProps({ ...props, alt, loading: preload ? 'eager' : props.loading });
  return (
    <>
      {preload ? <link rel="preload" as="image" href={img.src} imageSrcSet={img.srcSet} imageSizes={img.sizes} fetchPriority="high" /> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer's attributes are computed above */}
      <img {...img} alt={alt} fetchPriority={preload ? 'high' : img.fetchPriority} />
    </>
  );
}
