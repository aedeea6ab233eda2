'use client';

import { useSyncExternalStore } from 'react';
import { consentCookieName, cookieValue, parseConsentCookie, type ConsentCategory } from '@/lib/consent';
import { useIntegrations } from './IntegrationsProvider';

/** The events vanilla-cookieconsent dispatches on window once a choice is saved. */
const CONSENT_EVENTS = ['cc:onConsent', 'cc:onChange'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of CONSENT_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of CONSENT_EVENTS) window.removeEventListener(name, onChange);
  };
}

/**
 * Whether the visitor accepted a category, read from the consent cookie itself: a visitor who chose
 * on an earlier visit gets the integrations at once, before the consent manager's own script loads
 * (0.2 s or 4 s later). False on the server and before any choice: nothing gated renders then.
 */
export function useConsentTo(category: ConsentCategory): boolean {
  const { consent } = useIntegrations();
  const name = consentCookieName(consent.key);
  return useSyncExternalStore(
    subscribe,
    () => parseConsentCookie(cookieValue(document.cookie, name), consent.revision)?.categories.includes(category) ?? false,
    () => false,
  );
}

/** Whether the visitor has answered the banner at all (the locale cookie waits for it). */
export function hasAnsweredConsent(key: string, revision: number): boolean {
  return parseConsentCookie(cookieValue(document.cookie, consentCookieName(key)), revision) !== null;
}
