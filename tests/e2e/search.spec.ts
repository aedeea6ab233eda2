import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fixedPath } from './a11y-fixtures';
import { api, messagesOf, SITES, type ApiPage, type Site } from './discovery-fixtures';
import { editorAuthorization } from './editor';
import { beNewVisitor } from './store-fixtures';

/** The search page (SPEC §2.7) in every locale: labelled results, paging, no result and propose-a-store. */

type Hit = { entity_type: string; id: number; title: string; image: { url: string } | null };
type Kind = 'store' | 'promotion' | 'destination' | 'category' | 'blogPost';

const KIND_OF: Record<string, Kind> = {
  store: 'store',
  promotion: 'promotion',
  location: 'destination',
  sublocation: 'destination',
  category: 'category',
  subcategory: 'category',
  blog_post: 'blogPost',
};

/** Words typed in each language: a broad word, an accent-less name and a name one letter off. */
const QUERIES = {
  fr: {
    broad: 'vacances',
    accentless: { query: 'mediterranee', expected: 'Méditerranée' },
    misspelt: { query: 'itallie', expected: 'Italie' },
    destination: 'espagne',
  },
  nl: {
    broad: 'vakantie',
    accentless: { query: 'belgie', expected: 'België' },
    misspelt: { query: 'itallie', expected: 'Italië' },
    destination: 'frankrijk',
  },
} as const;

const NOTHING = 'zqxjvw';

const languageOf = (site: Site) => (site.locale === 'nl-be' ? 'nl' : 'fr');
const searchPath = (site: Site, query: string, page?: number) =>
  `${fixedPath(site, '/search')}?str=${encodeURIComponent(query)}${page ? `&page=${page}` : ''}`;
const results = (page: Page) => page.locator('li[data-kind]');

/** One hit of each kind the site search answers in a locale, found through the API. */
async function hitOfEachKind(request: APIRequestContext, site: Site): Promise<Map<Kind, Hit>> {
  const found = new Map<Kind, Hit>();
  const stores = await api<ApiPage<{ name: string }>>(request, '/stores/?size=1', site.locale);
  const { broad, destination } = QUERIES[languageOf(site)];
  const words = [broad, destination, stores.results[0]!.name, 'week-end'];
  for (const word of words) {
    const page = await api<ApiPage<Hit>>(request, `/search/?str=${encodeURIComponent(word)}&size=100`, site.locale);
    for (const hit of page.results) {
      const kind = KIND_OF[hit.entity_type]!;
      if (!found.has(kind)) found.set(kind, hit);
    }
  }
  return found;
}

for (const site of SITES) {
  test.describe(`search page (${site.locale})`, () => {
    const t = messagesOf(site.locale).Search as unknown as {
      kind: Record<Kind, string>;
      popularStores: string;
      propose: { submit: string; store: string; website: string; storeError: string; sent: string };
    };
    const words = QUERIES[languageOf(site)];

    test('finds accent-less and misspelt queries, with the words highlighted', async ({ page }) => {
      for (const { query, expected } of [words.accentless, words.misspelt]) {
        const response = await page.goto(searchPath(site, query));
        expect(response?.status(), query).toBe(200);
        const first = results(page).first();
        await expect(first, query).toContainText(expected);
        await expect(first.locator('mark').first(), query).toBeVisible();
      }
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    });

    test('labels each kind of result', async ({ page, request }) => {
      const hits = await hitOfEachKind(request, site);
      expect([...hits.keys()].sort()).toEqual(['blogPost', 'category', 'destination', 'promotion', 'store']);
      for (const [kind, hit] of hits) {
        await page.goto(searchPath(site, hit.title));
        const item = page.locator(`li[data-kind="${kind}"]`).filter({ hasText: hit.title }).first();
        await expect(item, `${kind} ${hit.title}`).toBeVisible();
        await expect(item).toContainText(t.kind[kind]);
        await expect(item.getByRole('link')).toHaveAttribute('href', /\//);
        if (kind === 'store') await expect(item.locator('p').first()).toHaveText(/\d/);
        // A store's logo, a blog post's picture.
        if (hit.image && (kind === 'blogPost' || kind === 'store')) await expect(item.locator('img')).toHaveCount(1);
      }
    });

    test('pages with real links', async ({ page, request }) => {
      const all = await api<ApiPage<Hit>>(request, `/search/?str=${encodeURIComponent(words.broad)}&size=20`, site.locale);
      expect(all.count).toBeGreaterThan(20);
      await page.goto(searchPath(site, words.broad));
      await expect(results(page)).toHaveCount(20);
      const firstTitles = await results(page).getByRole('link').allInnerTexts();
      const next = page.locator('a[rel="next"]');
      await expect(next).toHaveAttribute('href', new RegExp(`page=2`));
      await Promise.all([page.waitForURL(/page=2/), next.click()]);
      await expect(page.locator('a[aria-current="page"]')).toHaveText('2');
      await expect(results(page).first()).toBeVisible();
      const secondTitles = await results(page).getByRole('link').allInnerTexts();
      expect(secondTitles.length).toBe(Math.min(20, all.count - 20));
      expect(secondTitles.some((title) => firstTitles.includes(title) && firstTitles.indexOf(title) === secondTitles.indexOf(title))).toBe(false);
      // The page a link points to is rendered by the server too.
      const direct = await page.goto(searchPath(site, words.broad, 2));
      expect(direct?.status()).toBe(200);
      await expect(page.locator('a[rel="prev"]')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    });

    test('without result: the message, suggestions and the propose-a-store form, which is sent and stored', async ({ page, context, request }) => {
      // A client of its own, so that runs before this one leave it under the proposals' rate limit.
      await beNewVisitor(context);
      await page.goto(searchPath(site, NOTHING));
      await expect(results(page)).toHaveCount(0);
      await expect(page.getByTestId('search-no-result')).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: t.popularStores })).toBeVisible();
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.propose.submit }) });
      const store = form.getByLabel(t.propose.store);
      await expect(store).toHaveValue(NOTHING);

      // An empty name is refused before anything is sent, and said so next to the field.
      await store.fill('');
      await form.getByRole('button', { name: t.propose.submit }).click();
      await expect(store).toHaveAttribute('aria-invalid', 'true');
      await expect(store).toBeFocused();
      await expect(form.getByText(t.propose.storeError)).toBeVisible();

      const proposed = `Boutique proposée ${site.locale} ${Date.now()}`;
      await store.fill(proposed);
      await form.getByLabel(t.propose.website).fill('https://www.example.com');
      const [response] = await Promise.all([
        page.waitForResponse((res) => res.url().includes('/api/stores/share/') && res.request().method() === 'POST'),
        form.getByRole('button', { name: t.propose.submit }).click(),
      ]);
      expect(response.status()).toBe(201);
      expect(new URL(response.url()).searchParams.get('language')).toBe(site.locale);
      await expect(form.getByRole('status')).toHaveText(t.propose.sent);
      // Stored for the editors, on the site it was proposed on.
      const stored = await request.get(`/api/stores/proposed/?language=${site.locale}&size=5`, { headers: await editorAuthorization(request) });
      expect(stored.status()).toBe(200);
      const rows = ((await stored.json()) as ApiPage<{ store: string; website: string }>).results;
      expect(rows).toContainEqual(expect.objectContaining({ store: proposed, website: 'https://www.example.com' }));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    });
  });
}

test("the search page takes from the search API's allowance per client: past it, a page in the locale, 429 with Retry-After, kept by no cache", async ({ request }) => {
  // The e2e servers trust one proxy hop (playwright.config.ts): X-Forwarded-For names the client.
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const busy = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
  // The allowance (src/server/api/lib/rate-limit.ts SEARCHES_PER_MINUTE), half by the API, half by the page.
  for (let i = 0; i < 30; i++) expect((await request.get('/api/search/?str=plage', { headers: from(busy) })).status()).toBe(200);
  for (let i = 0; i < 30; i++) expect((await request.get('/search?str=plage', { headers: from(busy) })).status()).toBe(200);

  for (const site of SITES) {
    const limited = await request.get(searchPath(site, 'plage'), { headers: from(busy) });
    expect(limited.status(), site.locale).toBe(429);
    expect(Number(limited.headers()['retry-after']), site.locale).toBeGreaterThan(0);
    expect(limited.headers()['cache-control'], site.locale).toBe('private, no-store');
    expect(limited.headers()['content-security-policy'], site.locale).toMatch(/frame-ancestors 'none'/);
    const html = await limited.text();
    expect(html, site.locale).toContain(`<html lang="${site.locale}">`);
    expect(html, site.locale).toContain(`<h1>${(messagesOf(site.locale).Search as unknown as { tooManySearches: { title: string } }).tooManySearches.title}</h1>`);
  }
  expect((await request.get('/api/search/?str=plage', { headers: from(busy) })).status()).toBe(429);
  // Another client's allowance is whole.
  expect((await request.get('/search?str=plage', { headers: from('192.0.2.251') })).status()).toBe(200);
});
