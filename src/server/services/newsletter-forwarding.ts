import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/locales';
import { db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';

/**
 * Confirmed subscriptions are forwarded to the newsletter service of their locale, which sends
 * the newsletter itself. One JSON POST to NEWSLETTER_SERVICE_URL per change, with the locale's
 * key as `Authorization: Bearer`:
 *
 *   {action: 'subscribe' | 'unsubscribe', email, locale, userId, listId, container, subscribedAt, unsubscribedAt}
 *
 * `subscribe` when an address is confirmed, `unsubscribe` when a confirmed one ends. A 2xx answer
 * marks the row forwarded (`forwarded_at`); anything else leaves it for the next run, which
 * starts at every confirmation and unsubscription and once when the server starts, in the
 * background, never inside a request. Unconfirmed (pending) addresses never leave the site.
 */

/** Rows one run sends at most: a long backlog drains over several runs instead of one long burst. */
export const FORWARD_BATCH = 50;
const FORWARD_TIMEOUT_MS = 5_000;

export type ForwardPayload = {
  action: 'subscribe' | 'unsubscribe';
  email: string;
  locale: Locale;
  userId: string | null;
  listId: string | null;
  container: string | null;
  subscribedAt: string | null;
  unsubscribedAt: string | null;
};

/** The locales forwarded: those with a key, while a service is configured. */
export function forwardedLocales(): Locale[] {
  if (!env.NEWSLETTER_SERVICE_URL) return [];
  return LOCALES.filter((locale) => Boolean(env.NEWSLETTER_KEYS[locale]));
}

type Row = typeof newsletterSubscriptions.$inferSelect;

function payloadOf(row: Row): ForwardPayload {
  return {
    action: row.status === 'active' ? 'subscribe' : 'unsubscribe',
    email: row.email,
    locale: row.locale,
    userId: env.NEWSLETTER_USER_IDS[row.locale] ?? null,
    listId: env.NEWSLETTER_LIST_IDS[row.locale] ?? null,
    container: env.NEWSLETTER_CONTAINERS[row.locale] ?? null,
    subscribedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.status === 'active' ? null : (row.unsubscribedAt?.toISOString() ?? null),
  };
}

async function post(url: string, key: string, payload: ForwardPayload): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  });
  // The body is not read: drop it so the connection is freed.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the newsletter service answered ${response.status}`);
}

/**
 * Sends what the service has not been told yet (a batch at most) and marks each row sent. A row
 * whose state changed while it was being sent stays unmarked, so its new state goes next time.
 */
export async function forwardPending(): Promise<{ forwarded: number; failed: number }> {
  const url = env.NEWSLETTER_SERVICE_URL;
  const locales = forwardedLocales();
  if (!url || locales.length === 0) return { forwarded: 0, failed: 0 };
  const rows = await db()
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(
        isNull(newsletterSubscriptions.forwardedAt),
        isNotNull(newsletterSubscriptions.confirmedAt),
        inArray(newsletterSubscriptions.status, ['active', 'unsubscribed']),
        inArray(newsletterSubscriptions.locale, locales),
      ),
    )
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(FORWARD_BATCH);
  let forwarded = 0;
  let failed = 0;
  for (const row of rows) {
    const payload = payloadOf(row);
    try {
      await post(url, env.NEWSLETTER_KEYS[row.locale]!, payload);
    } catch (error) {
      failed += 1;
      logger.warn({ err: error, subscription: row.id, locale: row.locale, action: payload.action }, 'newsletter forward failed; retried later');
      continue;
    }
    await db()
      .update(newsletterSubscriptions)
      .set({ forwardedAt: new Date() })
      .where(
        and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, row.status), isNull(newsletterSubscriptions.forwardedAt)),
      );
    forwarded += 1;
  }
  if (rows.length > 0) logger.info({ forwarded, failed }, 'newsletter subscriptions forwarded');
  return { forwarded, failed };
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Starts a forwarding run without waiting for it; one runs at a time in this server, and a call
 * during a run asks for one more after it, so a change made meanwhile is not missed. Returns the
 * run, for tests and for a shutdown that wants to wait.
 */
export function forwardInBackground(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await forwardPending();
      } catch (error) {
        logger.warn({ err: error }, 'newsletter forwarding run failed; retried at the next change or start');
        // Failed as a whole (the database is down): not repeated at once, the next change or start retries.
        again = false;
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
