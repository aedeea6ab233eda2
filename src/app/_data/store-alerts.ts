import 'server-only';
import type { Locale } from '@/lib/locales';
import { isNewsletterToken } from '@/lib/newsletter-token';
import { storeAlertConfirmLinkState, storeAlertUnsubscribeLinkState, type StoreAlertLink } from '@/server/services/store-alerts';
import { rethrowForPage } from './cache';

/**
 * What a store alert mail's link stands for, for its page (as ./newsletter.ts for the
 * newsletter's). Reads only: mail scanners open every link, so a page changes nothing (DESIGN §7)
 * and offers a button that POSTs to the API when there is something to do (`pending`,
 * `subscribed`). Per visitor, so never cached. `store` is null once the subscription's site no
 * longer shows the store.
 */
export type StoreAlertLinkState =
  | { kind: 'pending' | 'confirmed' | 'expired' | 'subscribed' | 'unsubscribed'; email: string; locale: Locale; store: { name: string; slug: string } | null }
  | { kind: 'invalid' };

const stateOf = <S extends StoreAlertLinkState['kind']>(found: StoreAlertLink<S> | null): StoreAlertLinkState =>
  found ? { kind: found.state, email: found.email, locale: found.locale, store: found.store && { name: found.store.name, slug: found.store.slug } } : { kind: 'invalid' };

/** The subscription a confirmation link names: to confirm, confirmed, expired, or no such link. */
export async function readStoreAlertConfirmLink(token: string | undefined): Promise<StoreAlertLinkState> {
  if (!isNewsletterToken(token)) return { kind: 'invalid' };
  return stateOf(await storeAlertConfirmLinkState(token).catch(rethrowForPage));
}

/** The subscription an unsubscribe link names: still subscribed (pending or active), unsubscribed, or no such link. */
export async function readStoreAlertUnsubscribeLink(token: string | undefined): Promise<StoreAlertLinkState> {
  if (!isNewsletterToken(token)) return { kind: 'invalid' };
  return stateOf(await storeAlertUnsubscribeLinkState(token).catch(rethrowForPage));
}
