import { createNonce, noncePolicy } from '@/lib/content-security-policy.mjs';
import { isPerRequestPage } from './page-kinds';

/**
 * A page rendered for each request (the search page, the newsletter's links, a filtered comparator
 * view) runs only the scripts that carry a nonce made for this response: Next reads it from the
 * request's Content-Security-Policy and writes it on each of its scripts, and the response carries
 * the same policy. Cached pages carry the hashes of theirs instead (src/lib/content-security-policy.mjs).
 * Null for every other page.
 */
export function scriptNoncePolicy(internalPath: string): string | null {
  return isPerRequestPage(internalPath) ? noncePolicy(createNonce()) : null;
}
