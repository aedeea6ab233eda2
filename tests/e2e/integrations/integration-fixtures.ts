import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { api, type ApiSummary, type Site } from '../discovery-fixtures';
import { INTEGRATIONS_ORIGIN, THIRD_PARTY_ORIGIN } from './settings';

/** The consent key each locale has in INTEGRATION_SETTINGS, and the cookie it names. */
export const consentCookieOf = (locale: string) => `consent_consent-${locale}`;

/** A visitor who answered the banner on an earlier visit, accepting these categories. */
export async function haveConsented(context: BrowserContext, site: Site, categories: string[]): Promise<void> {
  const now = new Date().toISOString();
  const value = { categories: ['necessary', ...categories], revision: 1, data: null, consentId: 'e2e', consentTimestamp: now, lastConsentTimestamp: now, services: {}, languageCode: site.locale };
  await context.addCookies([
    { name: consentCookieOf(site.locale), value: encodeURIComponent(JSON.stringify(value)), url: `${INTEGRATIONS_ORIGIN}/`, sameSite: 'Lax' },
  ]);
}

/** Every request the page makes to a third party (the fixture server), as `<path>`. */
export function watchThirdParties(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(THIRD_PARTY_ORIGIN)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** The path of a country of the site, from the API. */
export async function countryPath(request: APIRequestContext, site: Site): Promise<{ path: string; name: string }> {
  const [top] = await api<ApiSummary[]>(request, '/locations/top_locations/?size=1', site.locale);
  expect(top, `a destination in ${site.locale}`).toBeTruthy();
  return { path: top!.path.startsWith(site.prefix) ? top!.path : `${site.prefix}${top!.path}`, name: top!.name };
}

/** The path of the locale's newest blog post. */
export async function blogPostPath(request: APIRequestContext, site: Site): Promise<{ path: string; id: number }> {
  const posts = await api<{ results: { id: number; slug: string; category_slug: string }[] }>(request, '/posts/?size=1', site.locale);
  const [post] = posts.results;
  expect(post, `a blog post in ${site.locale}`).toBeTruthy();
  return { path: `${site.prefix}/blog/${post!.category_slug}/${post!.slug}`, id: post!.id };
}

/**
 * The layout shift of what a placement could push: the shifts since the page loaded whose moved
 * elements are inside it or after it in the document. An element above it cannot move because of
 * it, and a sub-pixel move up there on a loaded machine says nothing of the placement.
 */
export async function layoutShiftFrom(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (selector) =>
      new Promise<number>((resolve) => {
        const placement = document.querySelector(selector);
        if (!placement) throw new Error(`no ${selector}`);
        const below = (node: Node | null) =>
          node !== null && (placement.contains(node) || (placement.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
            if (!entry.hadRecentInput && entry.sources.some((source) => below(source.node))) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
    selector,
  );
}
