/**
 * The consent categories (vanilla-cookieconsent's): necessary is always on; each other one gates
 * the integrations named beside it (README, "Integrations").
 */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'advertising', 'embedded'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor may refuse. */
export const OPTIONAL_CONSENT_CATEGORIES = CONSENT_CATEGORIES.filter((category) => category !== 'necessary');

/** The key of a locale without CONSENT_KEYS. */
export const DEFAULT_CONSENT_KEY = 'site';

/** A locale's consent key from the configured ones (CONSENT_KEYS). */
export function consentKeyOf(keys: Partial<Record<string, string>>, locale: string): string {
  return keys[locale] ?? DEFAULT_CONSENT_KEY;
}

/**
 * The cookie that holds a visitor's choice. Named after the locale's consent key, so a site whose
 * key changes (another set of partners, another policy) asks its visitors again, and each locale
 * of a shared host keeps its own choice.
 */
export function consentCookieName(key: string): string {
  return `consent_${key}`;
}


export type Consent = { categories: ConsentCategory[]; revision: number };

/**
 * The choice held in a consent cookie's value (URI-encoded JSON), or null when the value is
 * absent, malformed or from another revision of the policy: the visitor has then not consented.
 * Plain code shared by the browser (the gated integrations, the locale switcher) and the server,
 * so that both read a choice the same way.
 */
export function parseConsentCookie(value: string | undefined, revision: number): Consent | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  // Checked by hand, not with zod: this runs in every page's script, which zod would weigh down.
  if (typeof json !== 'object' || json === null) return null;
  const stored = json as { categories?: unknown; revision?: unknown };
  if (stored.revision !== revision || !Array.isArray(stored.categories)) return null;
  const accepted: unknown[] = stored.categories;
  const categories = CONSENT_CATEGORIES.filter((category) => accepted.includes(category));
  return { categories: categories.includes('necessary') ? categories : ['necessary', ...categories], revision };
}

/** The value of one cookie in a `Cookie` header or `document.cookie`. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
