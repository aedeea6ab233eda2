import 'server-only';
import { count, desc } from 'drizzle-orm';
import { consentKeyOf, type ConsentCategory } from '@/lib/consent';
import type { ConsentRecordInput } from '@/lib/consent-record';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { consentRecords } from '../db/schema';
import { env } from '../env';

export type ConsentRecord = {
  id: number;
  recorded_at: string;
  locale: Locale;
  consent_key: string;
  revision: number;
  categories: ConsentCategory[];
};

/**
 * Keeps one consent choice for audit, under the locale's current consent key: what was chosen and
 * when, never who chose it (no address, no identifier, no user agent).
 */
export async function recordConsent(locale: Locale, choice: ConsentRecordInput): Promise<void> {
  await db()
    .insert(consentRecords)
    .values({ locale, consentKey: consentKeyOf(env.CONSENT_KEYS, locale), revision: choice.revision, categories: choice.categories });
}

/** The recorded choices, newest first, a page at a time. */
export async function listConsentRecords(page: number, size: number): Promise<{ count: number; results: ConsentRecord[] }> {
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(consentRecords)
      .orderBy(desc(consentRecords.id))
      .limit(size)
      .offset((page - 1) * size),
    db().select({ value: count() }).from(consentRecords),
  ]);
  return {
    count: total?.value ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      recorded_at: row.recordedAt.toISOString(),
      locale: row.locale,
      consent_key: row.consentKey,
      revision: row.revision,
      categories: row.categories as ConsentCategory[],
    })),
  };
}
