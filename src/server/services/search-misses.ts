import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { logger } from '../logger';

/** Longer texts are not what a visitor types into a search box: they are not counted. */
export const MISS_TEXT_MAX = 100;
/** Days a count is kept: the dashboard reads the last 30. */
const KEPT_DAYS = 90;

/** The text as counted: trimmed, spaces collapsed, lower case; null when empty or too long. */
export function missText(text: string): string | null {
  const folded = text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
  return folded && folded.length <= MISS_TEXT_MAX ? folded : null;
}

/**
 * Counts a search that found nothing. A failure is logged, never the visitor's: the search has
 * answered already. Counts older than KEPT_DAYS go as new ones come (the day leads the key).
 */
export async function recordSearchMiss(locale: Locale, text: string, now = new Date()): Promise<void> {
  const folded = missText(text);
  if (!folded) return;
  const day = now.toISOString().slice(0, 10);
  try {
    await db().execute(sql`
      with old as (delete from search_misses where day < ${day}::date - ${KEPT_DAYS}::int)
      insert into search_misses (locale, day, text, searches) values (${locale}::locale, ${day}::date, ${folded}, 1)
      on conflict (day, locale, text) do update set searches = search_misses.searches + 1`);
  } catch (error) {
    logger.warn({ err: error, locale }, 'A search without result could not be counted');
  }
}

export type SearchMiss = { locale: Locale; text: string; searches: number };

/** The texts searched most often without a result since `firstDay` (a UTC day), on every locale's site. */
export async function topSearchMisses(firstDay: string, limit: number): Promise<SearchMiss[]> {
  const result = await db().execute(sql`
    select locale::text as locale, text, sum(searches)::int as searches from search_misses
    where day >= ${firstDay}::date
    group by locale, text order by searches desc, text, locale limit ${limit}`);
  return (result as unknown as { rows: SearchMiss[] }).rows;
}
