import type { ConsentCategory } from '@/lib/consent';

/** Window event that asks the consent manager to open its preferences dialog. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'open-cookie-settings';
/** Window event that asks the consent manager to add one category to the visitor's choice. */
export const ACCEPT_CATEGORY_EVENT = 'accept-consent-category';

/**
 * Opens the consent preferences (SPEC §2.5). The event is cancelable: the ConsentManager cancels it
 * when it takes charge, so `false` means no manager is on the page and the caller falls back.
 */
export function openCookieSettings(): boolean {
  const event = new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT, { cancelable: true });
  return !window.dispatchEvent(event);
}

/**
 * Accepts one more category, from a button beside the content it gates ("show the comments");
 * the other choices stay as they were. `false` when no consent manager is on the page.
 */
export function acceptConsentCategory(category: ConsentCategory): boolean {
  const event = new CustomEvent<ConsentCategory>(ACCEPT_CATEGORY_EVENT, { cancelable: true, detail: category });
  return !window.dispatchEvent(event);
}
