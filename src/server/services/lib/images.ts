import 'server-only';
import sharp from 'sharp';
import { PayloadTooLargeError } from '../../errors';

/** Longest side of a stored image; larger uploads are scaled down. */
export const IMAGE_MAX_SIDE = 2000;
/** Decoding more pixels than this is refused, so a small file cannot expand into gigabytes of memory. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Raster formats we accept; SVG is left out because rendering it can reach for other files. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type EncodedImage = { data: Buffer; width: number; height: number; mimeType: 'image/webp'; extension: 'webp' };

/**
 * Decides by content whether bytes are an image (never by the name or the declared type) and
 * re-encodes it as WebP: the orientation is applied, metadata (EXIF, GPS, ICC comments) dropped,
 * dimensions capped. Null when the bytes are not an accepted image.
 */
export async function reencodeImage(data: Uint8Array): Promise<EncodedImage | null> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(data, { ...options, limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    return null;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return null;
  if (pixels > MAX_INPUT_PIXELS) {
    throw new PayloadTooLargeError(`Images may have at most ${MAX_INPUT_PIXELS} pixels`);
  }
  try {
    const { data: output, info } = await sharp(data, options)
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: output, width: info.width, height: info.height, mimeType: 'image/webp', extension: 'webp' };
  } catch {
    // A header that parses but a body that does not decode (truncated or corrupt file).
    return null;
  }
}
