import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { NEWSLETTER_STATUSES, newsletterSubscriptions } from '../db/schema';
import { likePattern } from './lib/like';
import { offsetOf, type Page, type Paging } from './lib/paging';

/** The newsletter's subscriptions as the back-office lists and exports them: never their tokens. */

export { NEWSLETTER_STATUSES };
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export type Subscriber = {
  id: number;
  locale: Locale;
  email: string;
  status: NewsletterStatus;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
};

export type SubscriberFilters = { locale?: Locale; status?: NewsletterStatus; q?: string };

const columns = {
  id: newsletterSubscriptions.id,
  locale: newsletterSubscriptions.locale,
  email: newsletterSubscriptions.email,
  status: newsletterSubscriptions.status,
  createdAt: newsletterSubscriptions.createdAt,
  confirmedAt: newsletterSubscriptions.confirmedAt,
  unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
};

type Row = { id: number; locale: Locale; email: string; status: NewsletterStatus; createdAt: Date; confirmedAt: Date | null; unsubscribedAt: Date | null };

function toSubscriber(row: Row): Subscriber {
  return {
    id: row.id,
    locale: row.locale,
    email: row.email,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

function where(filters: SubscriberFilters): SQL | undefined {
  return and(
    filters.locale === undefined ? undefined : eq(newsletterSubscriptions.locale, filters.locale),
    filters.status === undefined ? undefined : eq(newsletterSubscriptions.status, filters.status),
    filters.q === undefined ? undefined : ilike(newsletterSubscriptions.email, likePattern(filters.q)),
  );
}

/** Subscriptions, newest first. */
export async function listSubscribers(filters: SubscriberFilters, paging: Paging): Promise<Page<Subscriber>> {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db().select(columns).from(newsletterSubscriptions).where(condition).orderBy(desc(newsletterSubscriptions.id)).limit(paging.size).offset(offsetOf(paging)),
    db().select({ n: count() }).from(newsletterSubscriptions).where(condition),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(toSubscriber) };
}

/** Rows read per query of an export: the memory it holds stays the same for any number of subscribers. */
const EXPORT_BATCH = 1000;

const CSV_COLUMNS = ['id', 'locale', 'email', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'] as const;

/**
 * A CSV cell: quoted when it holds a separator, a quote or a line end; a value a spreadsheet would
 * run as a formula (=, +, -, @ first: an address may start so) is kept as text with a leading `'`.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The subscriptions the filters select, oldest first, as CSV lines (a header first), read a batch at a time by id. */
export async function* subscribersCsv(filters: SubscriberFilters): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  let after = 0;
  for (;;) {
    const rows = await db()
      .select(columns)
      .from(newsletterSubscriptions)
      .where(and(where(filters), gt(newsletterSubscriptions.id, after)))
      .orderBy(asc(newsletterSubscriptions.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows
      .map(toSubscriber)
      .map((subscriber) => `${CSV_COLUMNS.map((name) => cell(subscriber[name])).join(',')}\r\n`)
      .join('');
    after = rows.at(-1)!.id;
  }
}
