import 'server-only';
import { inArray } from 'drizzle-orm';
import { db } from '../../db/client';
import { media } from '../../db/schema';

export type MediaRef = { id: number; file: string; url: string; width: number | null; height: number | null; alt: string };

/** Public address of a stored file (served by src/app/storage). */
export function storageUrl(file: string): string {
  return `/storage/${file}`;
}

export function toMediaRef(row: typeof media.$inferSelect | null | undefined): MediaRef | null {
  if (!row) return null;
  return { id: row.id, file: row.file, url: storageUrl(row.file), width: row.width, height: row.height, alt: row.alt };
}

/** Loads many media rows in one query, keyed by id. */
export async function mediaByIds(ids: (number | null | undefined)[]): Promise<Map<number, MediaRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db().select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, toMediaRef(row)!]));
}
