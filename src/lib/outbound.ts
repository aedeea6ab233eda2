/**
 * Click-outs: every merchant and partner link of the site leads through `/out/<kind>/<id>`, which
 * counts the click and answers 302 to the target (src/app/out/[[...path]]/route.ts). The links
 * stay `target="_blank" rel="sponsored noopener"`; robots.txt keeps crawlers out of `/out`.
 */

/** What a click-out leads to: a store's site, a promotion's link, a datafeed deal's partner page. */
export const OUTBOUND_KINDS = ['store', 'promotion', 'property'] as const;
export type OutboundKind = (typeof OUTBOUND_KINDS)[number];

/**
 * The address of a click-out. Not localized and never prefixed: one route serves every locale and
 * domain (the proxy leaves `/out` alone, as it does `/api`).
 */
export function outPath(kind: OutboundKind, id: number): string {
  return `/out/${kind}/${id}`;
}

/** The rel of every merchant and partner link: paid, and the new tab gets no handle on this one. */
export const OUTBOUND_REL = 'sponsored noopener';
