/** Window event that asks the consent manager to open its preferences dialog. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'open-cookie-settings';

/**
 * Opens the consent preferences (SPEC §2.5). The event is cancelable: the ConsentManager cancels it
 * when it takes charge, so `false` means no manager is on the page and the caller falls back.
 */
export function openCookieSettings(): boolean {
  const event = new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT, { cancelable: true });
  return !window.dispatchEvent(event);
}
