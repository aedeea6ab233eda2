import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { NewsletterForm } from '@/lib/forms';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { env } from '../env';
import { GoneError, NotFoundError } from '../errors';
import { sendMailLater } from './mail';
import { confirmationMail } from './newsletter-mail';
import { forwardInBackground } from './newsletter-forwarding';
import { hashToken, newToken } from './newsletter-tokens';

/**
 * The newsletter with double opt-in (one subscription per address and locale):
 *
 *   sign-up ─> pending ──(link in the mail)──> active ──(unsubscribe link)──> unsubscribed
 *                 └──────────(unsubscribe link)──────────────────────────────────┘
 *
 * A sign-up of a pending or unsubscribed address starts over with new links; one of an active
 * address changes nothing and sends nothing. Only POSTs change a state (DESIGN §7): the pages that
 * mail links open read it (`confirmLinkState`, `unsubscribeLinkState`) and offer a button.
 */

const HOUR_MS = 3_600_000;

export type SignUpOutcome = 'confirmation_sent' | 'already_active';

/**
 * Signs an address up: stores it pending with fresh tokens (both links of earlier mails stop
 * working), then mails it the confirmation link after the answer (`sendMailLater`), so a new
 * address and an active one answer alike and as fast. A mail that cannot be sent is logged: the
 * address stays pending and signing up again sends a new link.
 */
export async function signUp(locale: Locale, form: NewsletterForm): Promise<SignUpOutcome> {
  const confirm = newToken();
  const unsubscribe = newToken();
  const fresh = {
    status: 'pending' as const,
    confirmTokenHash: hashToken(confirm),
    confirmExpiresAt: new Date(Date.now() + env.NEWSLETTER_CONFIRM_TTL_HOURS * HOUR_MS),
    unsubscribeTokenHash: hashToken(unsubscribe),
  };
  // One statement, so two sign-ups at once cannot both insert; an active row is left as it is.
  const [stored] = await db()
    .insert(newsletterSubscriptions)
    .values({ locale, email: form.email, ...fresh })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.locale, newsletterSubscriptions.email],
      set: fresh,
      setWhere: ne(newsletterSubscriptions.status, 'active'),
    })
    .returning({ id: newsletterSubscriptions.id });
  if (!stored) return 'already_active';
  sendMailLater(
    () => confirmationMail(locale, form.email, { confirm, unsubscribe }),
    { subscription: stored.id, locale },
    'newsletter confirmation mail not sent; the address stays pending',
  );
  return 'confirmation_sent';
}

type Row = typeof newsletterSubscriptions.$inferSelect;

const rowOf = async (column: typeof newsletterSubscriptions.confirmTokenHash | typeof newsletterSubscriptions.unsubscribeTokenHash, hash: string) =>
  (await db().select().from(newsletterSubscriptions).where(eq(column, hash)).limit(1))[0];

const isExpired = (row: Row) => !row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= Date.now();

/**
 * What a confirmation link stands for, changing nothing: mail scanners open every link, so its page
 * shows this and a button, and only `confirmSubscription` (a POST) acts. Null for an unknown token.
 */
export async function confirmLinkState(token: string): Promise<{ state: 'pending' | 'expired' | 'confirmed'; email: string; locale: Locale } | null> {
  const row = await rowOf(newsletterSubscriptions.confirmTokenHash, hashToken(token));
  if (!row) return null;
  const state = row.status === 'active' ? 'confirmed' : isExpired(row) ? 'expired' : 'pending';
  return { state, email: row.email, locale: row.locale };
}

/** What an unsubscribe link stands for, changing nothing (see confirmLinkState). Null for an unknown token. */
export async function unsubscribeLinkState(token: string): Promise<{ state: 'subscribed' | 'unsubscribed'; email: string; locale: Locale } | null> {
  const row = await rowOf(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token));
  if (!row) return null;
  return { state: row.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed', email: row.email, locale: row.locale };
}

export type ConfirmOutcome = { status: 'confirmed' | 'already_confirmed'; email: string; locale: Locale };

/**
 * Confirms the subscription a mailed token names. Unknown token: NotFoundError; a pending one past
 * its expiry: GoneError (the visitor signs up again). Opening the link twice is no error.
 */
export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  const hash = hashToken(token);
  const row = await rowOf(newsletterSubscriptions.confirmTokenHash, hash);
  if (!row) throw new NotFoundError('This confirmation link is not valid');
  const found = { email: row.email, locale: row.locale };
  if (row.status === 'active') return { status: 'already_confirmed', ...found };
  if (isExpired(row)) {
    throw new GoneError('This confirmation link has expired: sign up again to get a new one');
  }
  const [confirmed] = await db()
    .update(newsletterSubscriptions)
    .set({ status: 'active', confirmedAt: new Date(), forwardedAt: null })
    .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, 'pending'), eq(newsletterSubscriptions.confirmTokenHash, hash)))
    .returning({ id: newsletterSubscriptions.id });
  // Another request confirmed it first (a double click): the same link, the same answer.
  if (!confirmed) return { status: 'already_confirmed', ...found };
  void forwardInBackground();
  return { status: 'confirmed', ...found };
}

export type UnsubscribeOutcome = { status: 'unsubscribed' | 'already_unsubscribed'; email: string; locale: Locale };

/**
 * Ends the subscription a mailed unsubscribe token names, pending or active, at once (one click,
 * RFC 8058). Its confirmation link stops working. Unknown token: NotFoundError.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  const hash = hashToken(token);
  const row = await rowOf(newsletterSubscriptions.unsubscribeTokenHash, hash);
  if (!row) throw new NotFoundError('This unsubscribe link is not valid');
  const found = { email: row.email, locale: row.locale };
  if (row.status === 'unsubscribed') return { status: 'already_unsubscribed', ...found };
  const [ended] = await db()
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null, forwardedAt: null })
    .where(and(eq(newsletterSubscriptions.id, row.id), ne(newsletterSubscriptions.status, 'unsubscribed'), eq(newsletterSubscriptions.unsubscribeTokenHash, hash)))
    .returning({ id: newsletterSubscriptions.id });
  if (!ended) return { status: 'already_unsubscribed', ...found };
  // Only an address that was confirmed once is known to the service: it is told (forwarding).
  if (row.confirmedAt) void forwardInBackground();
  return { status: 'unsubscribed', ...found };
}
