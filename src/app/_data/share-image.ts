import 'server-only';
import { ImageCache } from '@/server/cache/image-cache.mjs';
import type { Locale } from '@/lib/locales';

// Signing and checking share image addresses: the server's secret, not a cached read.
export { drawableText, shareImageQuery, signedShareImage } from '@/server/services/share-image';

/**
 * Drawn images, by locale and title: drawing one takes about 300 ms of the server's time, and a
 * title has several addresses (its parameters in any order, spelled `+` or `%20`), so the image is
 * kept rather than the address. Signed titles are the site's own, a few hundred of some 50 KB; the
 * least recently used go first past 32 MB.
 */
const drawn = new ImageCache(32 * 1024 * 1024);
/** Images being drawn: requests for the same one meanwhile wait for it rather than draw it again. */
const drawing = new Map<string, Promise<Buffer>>();

/** The share image of a title, drawn by `draw` once per server. */
export async function shareImagePng(locale: Locale, title: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const key = `${locale}\n${title}`;
  const kept = drawn.get(key);
  if (kept) return kept.value.buffer;
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw()
      .then((buffer) => {
        drawn.set(key, { buffer }, undefined);
        return buffer;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
