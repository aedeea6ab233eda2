import 'server-only';
import { inArray } from 'drizzle-orm';
import { db } from '../../db/client';
import { media } from '../../db/schema';
import type { ImageRef } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';

export type { ImageRef };


/** Public address of a stored file (served by src/app/storage). */
export function storageUrl(file: string): string {
  return `/storage/${file}`;
}

/**
 * An image as pages show it: described in `locale`'s language where the library has that text,
 * else by its default description (the back-office, without a locale, sees that one).
 */
export function toMediaRef(row: typeof media.$inferSelect | null | undefined, locale?: Locale): ImageRef | null {
  if (!row) return null;
  const alt = (locale && row.altTranslations[locale]) || row.alt;
  return { id: row.id, file: row.file, url: storageUrl(row.file), width: row.width, height: row.height, alt };
}

/** Loads many media rows in one query, keyed by id, described in `locale`'s language. */
export async function mediaByIds(ids: (number | null | undefined)[], locale?: Locale): Promise<Map<number, ImageRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db().select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, toMediaRef(row, locale)!]));
}

/** The ref of a media id among loaded ones; null without an id or when it is gone. */
export function mediaRefOf(media: Map<number, ImageRef>, id: number | null | undefined): ImageRef | null {
  return id ? (media.get(id) ?? null) : null;
}

export type SeoFields = { seo_title: string; meta_description: string; seo_image: ImageRef | null };

/** The SEO fields of a translation row (title, meta description, sharing image), as pages and the API give them. */
export function seoFields(
  t: { seoTitle: string; metaDescription: string; seoImageId: number | null },
  media: Map<number, ImageRef>,
): SeoFields {
  return { seo_title: t.seoTitle, meta_description: t.metaDescription, seo_image: mediaRefOf(media, t.seoImageId) };
}
