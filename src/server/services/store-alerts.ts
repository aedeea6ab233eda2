import 'server-only';
import { createHmac } from 'node:crypto';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { isNewsletterToken } from '@/lib/newsletter-token';
import { db } from '../db/client';
import { STORE_ALERT_STATUSES, storeAlerts, storeTranslations } from '../db/schema';
import { env } from '../env';
import { GoneError, NotFoundError } from '../errors';
import { logger } from '../logger';
import { derivedKey } from './auth';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { sendMail, sendMailLater } from './mail';
import { hashToken, newToken } from './newsletter-tokens';
import { storeAlertConfirmationMail, storeAlertMail } from './store-alerts-mail';

/**
 * Alerts of a store's new promotions, with double opt-in like the newsletter (services/newsletter.ts):
 *
 *   sign-up ─> pending ──(link in the mail)──> active ──(unsubscribe link)──> unsubscribed
 *                 └──────────(unsubscribe link)──────────────────────────────────┘
 *
 * One subscription per store and address. A sign-up of a pending or unsubscribed address starts
 * over with new links; one of an active address changes nothing and sends nothing, and answers the
 * same. Only POSTs change a state (DESIGN §7): the link pages read it (`storeAlertConfirmLinkState`,
 * `storeAlertUnsubscribeLinkState`). Mails of new promotions are sent by a periodic sweep
 * (`sendStoreAlerts`, started by store-alerts-schedule.ts), never inside a request.
 */

const HOUR_MS = 3_600_000;

export { STORE_ALERT_STATUSES };
export type StoreAlertStatus = (typeof STORE_ALERT_STATUSES)[number];

/**
 * The unsubscribe token of a subscription, made again for every mail from its nonce: the mails
 * keep coming after the sign-up, while the database keeps only the token's hash (and a nonce that
 * is useless without the server's secret).
 */
const unsubscribeTokenOf = (nonce: string): string =>
  createHmac('sha256', derivedKey('store-alert-unsubscribe')).update(nonce).digest('base64url');

type StoreRef = { id: number; name: string; slug: string };

/** The store as the locale's site shows it, or null when that site has no such store. */
async function storeIn(locale: Locale, storeId: number): Promise<StoreRef | null> {
  const [row] = await db()
    .select({ id: storeTranslations.storeId, name: storeTranslations.name, slug: storeTranslations.slug })
    .from(storeTranslations)
    .where(and(eq(storeTranslations.storeId, storeId), eq(storeTranslations.locale, locale)));
  return row ?? null;
}

export type SubscribeOutcome = 'confirmation_sent' | 'already_active';

/**
 * Subscribes an address to a store's new promotions: pending with fresh links (those of earlier
 * mails stop working) and a confirmation mail sent after the answer (`sendMailLater`), so that a
 * new address and an active one answer alike and as fast, as the newsletter's sign-up does. A
 * store the locale's site does not show: NotFoundError.
 */
export async function subscribeToStore(locale: Locale, storeId: number, email: string): Promise<SubscribeOutcome> {
  const store = await storeIn(locale, storeId);
  if (!store) throw new NotFoundError(`No store ${storeId}`);
  const address = email.trim().toLowerCase();
  const confirm = newToken();
  const nonce = newToken();
  const unsubscribe = unsubscribeTokenOf(nonce);
  const fresh = {
    locale,
    status: 'pending' as const,
    confirmTokenHash: hashToken(confirm),
    confirmExpiresAt: new Date(Date.now() + env.NEWSLETTER_CONFIRM_TTL_HOURS * HOUR_MS),
    unsubscribeTokenHash: hashToken(unsubscribe),
    unsubscribeNonce: nonce,
    unsubscribedAt: null,
  };
  // One statement, so two sign-ups at once cannot both insert; an active row is left as it is.
  const [stored] = await db()
    .insert(storeAlerts)
    .values({ storeId, email: address, ...fresh })
    .onConflictDoUpdate({ target: [storeAlerts.storeId, storeAlerts.email], set: fresh, setWhere: ne(storeAlerts.status, 'active') })
    .returning({ id: storeAlerts.id });
  if (!stored) return 'already_active';
  sendMailLater(
    () => storeAlertConfirmationMail(locale, address, store, { confirm, unsubscribe }),
    { storeAlert: stored.id, storeId, locale },
    'store alert confirmation mail not sent; the subscription stays pending',
  );
  return 'confirmation_sent';
}

type Row = typeof storeAlerts.$inferSelect;
type TokenColumn = typeof storeAlerts.confirmTokenHash | typeof storeAlerts.unsubscribeTokenHash;

const rowOf = async (column: TokenColumn, token: string): Promise<Row | undefined> =>
  isNewsletterToken(token) ? (await db().select().from(storeAlerts).where(eq(column, hashToken(token))).limit(1))[0] : undefined;

const isExpired = (row: Row) => !row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= Date.now();

export type StoreAlertLink<S extends string> = { state: S; email: string; locale: Locale; store: StoreRef | null };

const linkOf = async <S extends string>(row: Row, state: S): Promise<StoreAlertLink<S>> => ({
  state,
  email: row.email,
  locale: row.locale,
  store: await storeIn(row.locale, row.storeId),
});

/**
 * What a confirmation link stands for, changing nothing: mail scanners open every link, so its
 * page shows this and a button, and only `confirmStoreAlert` (a POST) acts. Null for an unknown token.
 */
export async function storeAlertConfirmLinkState(token: string): Promise<StoreAlertLink<'pending' | 'expired' | 'confirmed'> | null> {
  const row = await rowOf(storeAlerts.confirmTokenHash, token);
  if (!row) return null;
  return linkOf(row, row.status === 'active' ? 'confirmed' : isExpired(row) ? 'expired' : 'pending');
}

/** What an unsubscribe link stands for, changing nothing (see storeAlertConfirmLinkState). Null for an unknown token. */
export async function storeAlertUnsubscribeLinkState(token: string): Promise<StoreAlertLink<'subscribed' | 'unsubscribed'> | null> {
  const row = await rowOf(storeAlerts.unsubscribeTokenHash, token);
  if (!row) return null;
  return linkOf(row, row.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed');
}

export type StoreAlertOutcome<S extends string> = { status: S; locale: Locale; storeId: number };

/**
 * Confirms the subscription a mailed token names; from then on, the store's promotions that go
 * live are mailed to it. Unknown token: NotFoundError; a pending one past its expiry: GoneError.
 * Opening the link twice is no error.
 */
export async function confirmStoreAlert(token: string): Promise<StoreAlertOutcome<'confirmed' | 'already_confirmed'>> {
  const row = await rowOf(storeAlerts.confirmTokenHash, token);
  if (!row) throw new NotFoundError('This confirmation link is not valid');
  const found = { locale: row.locale, storeId: row.storeId };
  if (row.status === 'active') return { status: 'already_confirmed', ...found };
  if (isExpired(row)) throw new GoneError('This confirmation link has expired: subscribe again to get a new one');
  const [confirmed] = await db()
    .update(storeAlerts)
    // The database's clock, as the promotions' created_at it is compared with.
    .set({ status: 'active', confirmedAt: sql`now()` })
    .where(and(eq(storeAlerts.id, row.id), eq(storeAlerts.status, 'pending'), eq(storeAlerts.confirmTokenHash, row.confirmTokenHash!)))
    .returning({ id: storeAlerts.id });
  // Another request confirmed it first (a double click): the same link, the same answer.
  return { status: confirmed ? 'confirmed' : 'already_confirmed', ...found };
}

/**
 * Ends the subscription a mailed unsubscribe token names, pending or active, at once (one click,
 * RFC 8058): no mail is sent to it after this. Its confirmation link stops working. Unknown
 * token: NotFoundError.
 */
export async function unsubscribeStoreAlert(token: string): Promise<StoreAlertOutcome<'unsubscribed' | 'already_unsubscribed'>> {
  const row = await rowOf(storeAlerts.unsubscribeTokenHash, token);
  if (!row) throw new NotFoundError('This unsubscribe link is not valid');
  const found = { locale: row.locale, storeId: row.storeId };
  if (row.status === 'unsubscribed') return { status: 'already_unsubscribed', ...found };
  const [ended] = await db()
    .update(storeAlerts)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(storeAlerts.id, row.id), ne(storeAlerts.status, 'unsubscribed'), eq(storeAlerts.unsubscribeTokenHash, row.unsubscribeTokenHash)))
    .returning({ id: storeAlerts.id });
  return { status: ended ? 'unsubscribed' : 'already_unsubscribed', ...found };
}

/** A subscription as the back-office lists it: never its tokens. */
export type StoreAlertItem = {
  id: number;
  store_id: number;
  /** The store's name on the subscription's site; null once that site no longer shows it. */
  store_name: string | null;
  email: string;
  locale: Locale;
  status: StoreAlertStatus;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
};

/** Subscriptions, newest first, of one store or of all. */
export async function listStoreAlerts(options: Paging & { storeId?: number }): Promise<Page<StoreAlertItem>> {
  const condition = options.storeId === undefined ? undefined : eq(storeAlerts.storeId, options.storeId);
  const [rows, [total]] = await Promise.all([
    db()
      .select({ alert: storeAlerts, storeName: storeTranslations.name })
      .from(storeAlerts)
      .leftJoin(storeTranslations, and(eq(storeTranslations.storeId, storeAlerts.storeId), eq(storeTranslations.locale, storeAlerts.locale)))
      .where(condition)
      .orderBy(desc(storeAlerts.id))
      .limit(options.size)
      .offset(offsetOf(options)),
    db().select({ n: count() }).from(storeAlerts).where(condition),
  ]);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map(({ alert, storeName }) => ({
      id: alert.id,
      store_id: alert.storeId,
      store_name: storeName,
      email: alert.email,
      locale: alert.locale,
      status: alert.status,
      created_at: alert.createdAt.toISOString(),
      confirmed_at: alert.confirmedAt?.toISOString() ?? null,
      unsubscribed_at: alert.unsubscribedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * How long a claimed mail is left to its sweep: a claim older than this without `sent_at` (its
 * server stopped, or the mail server refused it) is claimed again by a later sweep.
 */
export const CLAIM_LEASE_SECONDS = 600;
/** Tries of one mail before it is given up (a refused address must not be tried forever). */
export const MAX_ATTEMPTS = 5;
/** Mails claimed per statement; a sweep claims again until none is left or it has sent `maxMails`. */
const CLAIM_BATCH = 100;
const MAX_MAILS_PER_SWEEP = 2_000;

type Claimed = {
  alert_id: number;
  promotion_id: number;
  email: string;
  locale: Locale;
  unsubscribe_nonce: string;
  unsubscribe_token_hash: string;
  store_name: string;
  store_slug: string;
  title: string;
  offer: string;
  ends_ms: number | null;
};

/**
 * Claims up to `limit` mails not sent yet, in one statement: each pair of a confirmed subscription
 * and a promotion of its store that is live now (started, not ended) in the subscription's locale,
 * that went live after the subscription was confirmed (created then, or scheduled to start
 * then), and that no sweep has sent, is claiming now, or has given up. The insert is the claim:
 * of two sweeps at once, on any servers, one inserts the pair and the other finds it claimed.
 */
async function claim(now: Date, limit: number): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lease = sql`now() - ${CLAIM_LEASE_SECONDS} * interval '1 second'`;
  const result = await db().execute(sql`
    with candidates as (
      select a.id as alert_id, p.id as promotion_id
      from store_alerts a
      join promotions p on p.store_id = a.store_id
      where a.status = 'active'
        and p.starts_at <= ${at} and (p.ends_at is null or p.ends_at > ${at})
        and greatest(p.created_at, p.starts_at) > a.confirmed_at
        and exists (select 1 from promotion_translations pt where pt.promotion_id = p.id and pt.locale = a.locale)
        and exists (select 1 from store_translations st where st.store_id = a.store_id and st.locale = a.locale)
        and not exists (
          select 1 from store_alert_deliveries d
          where d.alert_id = a.id and d.promotion_id = p.id
            and (d.sent_at is not null or d.attempts >= ${MAX_ATTEMPTS} or d.claimed_at > ${lease}))
      order by p.id, a.id
      limit ${limit}
    ),
    claimed as (
      insert into store_alert_deliveries as d (alert_id, promotion_id)
      select alert_id, promotion_id from candidates
      on conflict (alert_id, promotion_id) do update set claimed_at = now(), attempts = d.attempts + 1
        where d.sent_at is null and d.attempts < ${MAX_ATTEMPTS} and d.claimed_at <= ${lease}
      returning d.alert_id, d.promotion_id
    )
    select c.alert_id, c.promotion_id, a.email, a.locale::text as locale, a.unsubscribe_nonce, a.unsubscribe_token_hash,
      st.name as store_name, st.slug as store_slug, pt.title, pt.offer,
      (extract(epoch from p.ends_at) * 1000)::float8 as ends_ms
    from claimed c
    join store_alerts a on a.id = c.alert_id
    join promotions p on p.id = c.promotion_id
    join store_translations st on st.store_id = a.store_id and st.locale = a.locale
    join promotion_translations pt on pt.promotion_id = p.id and pt.locale = a.locale
    order by c.promotion_id, c.alert_id`);
  return (result as unknown as { rows: Claimed[] }).rows;
}

const pairsOf = (mails: Claimed[]) => sql.join(mails.map((m) => sql`(${m.alert_id}::int, ${m.promotion_id}::int)`), sql`, `);

/** Gives claims back untried (the sweep stops): the next sweep takes them at once, and they cost no attempt. */
async function release(mails: Claimed[]): Promise<void> {
  if (mails.length === 0) return;
  await db().execute(sql`
    update store_alert_deliveries
    set attempts = attempts - 1, claimed_at = claimed_at - ${CLAIM_LEASE_SECONDS} * interval '1 second'
    where sent_at is null and (alert_id, promotion_id) in (${pairsOf(mails)})`);
}

/** The link every mail of a subscription carries; re-hashed if the server's secret changed since the sign-up. */
async function unsubscribeTokenFor(mail: Claimed): Promise<string> {
  const token = unsubscribeTokenOf(mail.unsubscribe_nonce);
  const hash = hashToken(token);
  if (hash !== mail.unsubscribe_token_hash) {
    await db()
      .update(storeAlerts)
      .set({ unsubscribeTokenHash: hash })
      .where(and(eq(storeAlerts.id, mail.alert_id), eq(storeAlerts.unsubscribeTokenHash, mail.unsubscribe_token_hash)));
  }
  return token;
}

export type SweepResult = { sent: number; failed: number };

export type SweepOptions = {
  /** The moment promotions are live at (now by default). */
  now?: Date;
  /** Asked before each mail: true stops the sweep, its remaining claims given back. */
  stopped?: () => boolean;
  maxMails?: number;
};

/**
 * Mails every confirmed subscriber each new promotion of its store, one mail per subscriber and
 * promotion, each recorded (`store_alert_deliveries`) so that a second sweep sends nothing again.
 * A promotion is new to a subscription when it went live after the subscription was confirmed: a
 * scheduled one when its start has passed. A mail the mail server refuses ends the sweep (the
 * server is most likely unreachable): that mail is tried again after the lease, the others at the
 * next sweep. A server that stops between sending a mail and recording it sends that mail twice
 * after the lease: SMTP gives no way to ask whether a mail went.
 */
export async function sendStoreAlerts(options: SweepOptions = {}): Promise<SweepResult> {
  const maxMails = options.maxMails ?? MAX_MAILS_PER_SWEEP;
  const result: SweepResult = { sent: 0, failed: 0 };
  while (result.sent < maxMails && !options.stopped?.()) {
    const mails = await claim(options.now ?? new Date(), Math.min(CLAIM_BATCH, maxMails - result.sent));
    for (const [index, mail] of mails.entries()) {
      if (options.stopped?.()) {
        await release(mails.slice(index));
        return result;
      }
      try {
        const token = await unsubscribeTokenFor(mail);
        await sendMail(
          storeAlertMail(
            mail.locale,
            mail.email,
            { name: mail.store_name, slug: mail.store_slug },
            { title: mail.title, offer: mail.offer, endsAt: mail.ends_ms === null ? null : new Date(mail.ends_ms) },
            token,
          ),
        );
      } catch (error) {
        result.failed += 1;
        logger.error({ err: error, storeAlert: mail.alert_id, promotion: mail.promotion_id }, 'store alert mail not sent; tried again later');
        await release(mails.slice(index + 1));
        return result;
      }
      await db().execute(sql`
        update store_alert_deliveries set sent_at = now()
        where alert_id = ${mail.alert_id} and promotion_id = ${mail.promotion_id}`);
      result.sent += 1;
    }
    if (mails.length < CLAIM_BATCH) break;
  }
  return result;
}
