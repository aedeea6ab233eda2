'use client';

import { preload } from 'react-dom';

/**
 * Announces a picture in the document's head while the page is rendered to HTML, and again when
 * the browser renders the page on a navigation. A client component: the router's prefetches carry
 * only the server's payload, so the pictures of pages a visitor may never open are not fetched.
 */
export function ImagePreload({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return null;
}
