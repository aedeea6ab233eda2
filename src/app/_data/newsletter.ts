import 'server-only';
import { isNewsletterToken } from '@/lib/newsletter-token';
import { confirmLinkState, unsubscribeLinkState } from '@/server/services/newsletter';
import { rethrowForPage } from './cache';

/**
 * What a newsletter mail's link stands for, for its page. Reads only: mail scanners open every
 * link, so a page changes nothing (DESIGN §7) and offers a button that POSTs to the API when there
 * is something to do (`pending`, `subscribed`). Per visitor, so never cached.
 */
export type NewsletterLinkState =
  | { kind: 'pending' | 'confirmed' | 'subscribed' | 'unsubscribed'; email: string }
  | { kind: 'invalid' | 'expired' };

/** The subscription a confirmation link names: to confirm, confirmed, expired, or no such link. */
export async function readConfirmLink(token: string | undefined): Promise<NewsletterLinkState> {
  if (!isNewsletterToken(token)) return { kind: 'invalid' };
  const found = await confirmLinkState(token).catch(rethrowForPage);
  if (!found) return { kind: 'invalid' };
  return found.state === 'expired' ? { kind: 'expired' } : { kind: found.state, email: found.email };
}

/** The subscription an unsubscribe link names: still subscribed (pending or active), unsubscribed, or no such link. */
export async function readUnsubscribeLink(token: string | undefined): Promise<NewsletterLinkState> {
  if (!isNewsletterToken(token)) return { kind: 'invalid' };
  const found = await unsubscribeLinkState(token).catch(rethrowForPage);
  return found ? { kind: found.state, email: found.email } : { kind: 'invalid' };
}
