import 'server-only';
import { isNewsletterToken } from '@/lib/newsletter-token';
import { AppError } from '@/server/errors';
import { confirmSubscription, unsubscribe } from '@/server/services/newsletter';
import { rethrowForPage } from './cache';

/**
 * What opening a newsletter mail's link did, for its page. These are writes made by a visit, so
 * nothing here is cached: each request acts and renders afresh.
 */
export type NewsletterLinkOutcome =
  | { kind: 'confirmed' | 'already_confirmed' | 'unsubscribed' | 'already_unsubscribed'; email: string }
  | { kind: 'invalid' | 'expired' };

/** A refusal of the service (unknown or expired token) as the page shows it; anything else is the page's error. */
function refusal(error: unknown): NewsletterLinkOutcome {
  if (error instanceof AppError && error.status === 404) return { kind: 'invalid' };
  if (error instanceof AppError && error.status === 410) return { kind: 'expired' };
  return rethrowForPage(error);
}

/** Confirms the subscription of the link's token. */
export async function openConfirmLink(token: string | undefined): Promise<NewsletterLinkOutcome> {
  if (!isNewsletterToken(token)) return { kind: 'invalid' };
  try {
    const { status, email } = await confirmSubscription(token);
    return { kind: status, email };
  } catch (error) {
    return refusal(error);
  }
}

/** Ends the subscription of the link's token, at once (one click). */
export async function openUnsubscribeLink(token: string | undefined): Promise<NewsletterLinkOutcome> {
  if (!isNewsletterToken(token)) return { kind: 'invalid' };
  try {
    const { status, email } = await unsubscribe(token);
    return { kind: status, email };
  } catch (error) {
    return refusal(error);
  }
}
