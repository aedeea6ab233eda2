/**
 * The shape of a newsletter link token (base64url of 32 random bytes: 43 characters), with room to
 * spare. The proxy carries a token of this shape to the confirm and unsubscribe pages and drops
 * anything else; the API and the pages refuse other shapes before any lookup.
 */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const isNewsletterToken = (value: string | null | undefined): value is string =>
  typeof value === 'string' && NEWSLETTER_TOKEN_PATTERN.test(value);
