import 'server-only';
import { count, desc, eq, ilike } from 'drizzle-orm';
import { type Db, db } from '../db/client';
import { media } from '../db/schema';
import { invalidate, tags } from '../cache/invalidate';
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { reencodeImage } from './lib/images';
import { type ImageRef, toMediaRef } from './lib/media';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { removeStoredFile, writeStoredFile } from './lib/storage';
import { uploadName } from './lib/file-names';
import { likePattern } from './lib/like';
import { assertUnreferenced, type Reference } from './lib/references';
import { mediaUsedBy } from './media-usage';
import type { Locale } from '@/lib/locales';

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

export type MediaItem = ImageRef & { name: string; mime_type: string; size: number; created_at: string; alt_translations: Partial<Record<Locale, string>> };

function toItem(row: typeof media.$inferSelect): MediaItem {
  return {
    ...toMediaRef(row)!,
    name: row.name,
    mime_type: row.mimeType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    alt_translations: row.altTranslations,
  };
}

export type MediaUpload = { data: Uint8Array; fileName: string; name?: string; alt?: string; altTranslations?: Partial<Record<Locale, string | undefined>> };

/** Stores an uploaded image as WebP under media/uploads/ and records it. */
export async function uploadMedia(upload: MediaUpload): Promise<MediaItem> {
  if (upload.data.byteLength > MEDIA_MAX_BYTES) {
    throw new PayloadTooLargeError(`Images are limited to ${MEDIA_MAX_BYTES / 1024 / 1024} MB`);
  }
  const image = await reencodeImage(upload.data);
  if (!image) throw new UnsupportedMediaTypeError('Not an image (JPEG, PNG, WebP, GIF, AVIF or TIFF)');
  const file = await writeStoredFile('media/uploads', image.extension, image.data);
  try {
    const [row] = await db()
      .insert(media)
      .values({
        file,
        name: uploadName(upload.name || upload.fileName, 'image'),
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
        size: image.data.byteLength,
        alt: (upload.alt ?? '').trim().slice(0, 255),
        // Only the locales given a text of their own: the others show `alt`.
        altTranslations: Object.fromEntries(
          Object.entries(upload.altTranslations ?? {}).flatMap(([locale, text]) => (text?.trim() ? [[locale, text.trim().slice(0, 255)]] : [])),
        ),
      })
      .returning();
    // A new image shows nowhere until a write refers to it, and that write expires its pages.
    return toItem(row!);
  } catch (error) {
    await removeStoredFile(file);
    throw error;
  }
}

export async function listMedia(paging: Paging): Promise<Page<MediaItem>> {
  const [rows, [total]] = await Promise.all([
    db().select().from(media).orderBy(desc(media.id)).limit(paging.size).offset(offsetOf(paging)),
    db().select({ n: count() }).from(media),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(toItem) };
}

/** Media whose name contains the text, case-insensitively, newest first. */
export async function searchMediaByName(name: string, paging: Paging): Promise<Page<MediaItem>> {
  const where = ilike(media.name, likePattern(name));
  const [rows, [total]] = await Promise.all([
    db().select().from(media).where(where).orderBy(desc(media.id)).limit(paging.size).offset(offsetOf(paging)),
    db().select({ n: count() }).from(media).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(toItem) };
}

export type MediaRecord = MediaItem & { used_by: Reference[] };

/** An image with the records that show it. */
export async function getMedia(id: number): Promise<MediaRecord> {
  const [row] = await db().select().from(media).where(eq(media.id, id));
  if (!row) throw new NotFoundError(`No media ${id}`);
  return { ...toItem(row), used_by: await mediaUsedBy(db(), id) };
}

/**
 * Removes the record and then its file; 409 with the records that still show it, which would
 * otherwise lose their image without anyone choosing another. The row is locked first, so a write
 * that picks the image meanwhile waits and then finds it gone.
 */
export async function deleteMedia(id: number): Promise<void> {
  const file = await db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.select({ file: media.file }).from(media).where(eq(media.id, id)).for('update');
    if (!row) throw new NotFoundError(`No media ${id}`);
    assertUnreferenced(`Image ${id}`, await mediaUsedBy(tx, id));
    await tx.delete(media).where(eq(media.id, id));
    return row.file;
  });
  await removeStoredFile(file);
  // Any page may show the image (icons, banners, sliders): every page is tagged `media`.
  await invalidate(tags.media);
}
