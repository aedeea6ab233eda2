import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (optimizer srcset, sizes, lazy loading, `fill`) as a plain `<img>` rendered on
 * the server, with no script: the site's pictures need none of the client component's behaviour
 * (blur placeholders, load callbacks). `preload` loads the picture eagerly with a high priority: React then
 * announces it in the document's head (a preload link), as next/image does for the picture a page
 * is judged by (its LCP element). next/image's own `preload()` call would also run for every page
 * the router prefetches, fetching their pictures too.
 */
export function Img({ preload, alt, ...props }: Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>) {
  const { props: img } = getImageProps({ ...props, alt, loading: preload ? 'eager' : props.loading });
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's attributes are computed above
  return <img {...img} alt={alt} fetchPriority={preload ? 'high' : img.fetchPriority} />;
}
