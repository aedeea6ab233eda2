import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { NewsletterForm } from '@/lib/forms';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { env } from '../env';
import { GoneError, NotFoundError } from '../errors';
import { logger } from '../logger';
import { sendMail } from './mail';
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
 * address changes nothing and sends nothing.
 */

const HOUR_MS = 3_600_000;

export type SignUpOutcome = 'confirmation_sent' | 'already_active';

/**
 * Signs an address up: stores it pending with fresh tokens (both links of earlier mails stop
 * working), then, once stored, mails it the confirmation link. A mail that cannot be sent is
 * logged, not raised: the address stays pending and signing up again sends a new link.
 */
export async function signUp(locale: Locale, form: NewsletterForm): Promise<{ outcome: SignUpOutcome; mailed: boolean }> {
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
  if (!stored) return { outcome: 'already_active', mailed: false };

  try {
    await sendMail(confirmationMail(locale, form.email, { confirm, unsubscribe }));
    return { outcome: 'confirmation_sent', mailed: true };
  } catch (error) {
    logger.error({ err: error, subscription: stored.id, locale }, 'newsletter confirmation mail not sent; the address stays pending');
    return { outcome: 'confirmation_sent', mailed: false };
  }
}

export type ConfirmOutcome = { status: 'confirmed' | 'already_confirmed'; email: string; locale: Locale };

/**
 * Confirms the subscription a mailed token names. Unknown token: NotFoundError; a pending one past
 * its expiry: GoneError (the visitor signs up again). Opening the link twice is no error.
 */
export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  const hash = hashToken(token);
  const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.confirmTokenHash, hash)).limit(1);
  if (!row) throw new NotFoundError('This confirmation link is not valid');
  const found = { email: row.email, locale: row.locale };
  if (row.status === 'active') return { status: 'already_confirmed', ...found };
  if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= Date.now()) {
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
  const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeTokenHash, hash)).limit(1);
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
