import { z } from 'zod';

/**
 * The consent categories (vanilla-cookieconsent's): necessary is always on; each other one gates
 * the integrations named beside it (README, "Integrations").
 */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'advertising', 'embedded'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor may refuse. */
export const OPTIONAL_CONSENT_CATEGORIES = CONSENT_CATEGORIES.filter((category) => category !== 'necessary');

/** A locale's consent key: written into a cookie name, so letters, digits, `_` and `-` only. */
export const consentKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, `_` and `-`, at most 64');
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

/** What the consent manager writes into its cookie, as far as the site reads it. */
const storedConsentSchema = z.object({
  categories: z.array(z.string()),
  revision: z.number().int().nonnegative(),
  consentTimestamp: z.string().optional(),
});

export type Consent = { categories: ConsentCategory[]; revision: number };

/**
 * The choice held in a consent cookie's value (URI-encoded JSON), or null when the value is
 * absent, malformed or from another revision of the policy: the visitor has then not consented.
 * One reader for the browser (the gated integrations) and the server (the audit record).
 */
export function parseConsentCookie(value: string | undefined, revision: number): Consent | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  const parsed = storedConsentSchema.safeParse(json);
  if (!parsed.success || parsed.data.revision !== revision) return null;
  const categories = CONSENT_CATEGORIES.filter((category) => parsed.data.categories.includes(category));
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

/** A choice as the site records it for audit (POST /api/consent/): no identifier, no address. */
export const consentRecordSchema = z.object({
  revision: z.number().int().nonnegative(),
  categories: z
    .array(z.enum(CONSENT_CATEGORIES))
    .max(CONSENT_CATEGORIES.length)
    .refine((list) => list.includes('necessary'), 'necessary is always accepted')
    .refine((list) => new Set(list).size === list.length, 'each category once'),
});
export type ConsentRecordInput = z.infer<typeof consentRecordSchema>;
