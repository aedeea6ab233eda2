import { expect, test, type Page } from '@playwright/test';
import { allStores, findStore } from './store-fixtures';

/**
 * DESIGN §7: a page runs only the scripts its Content-Security-Policy names — Next's files, and
 * its inline scripts by hash (cached pages) or by nonce (the search page, a filtered comparator view:
 * rendered per request).
 */

/** The directive `name` of the policies a response carries (several headers, or one comma-joined). */
function directive(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(/,\s*/)
    .flatMap((policy) => policy.split(/;\s*/))
    .find((part) => part.startsWith(`${name} `));
}

/** Records every policy violation of the page, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/** Whether React has taken over the page: its root element carries React's fiber. */
async function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__react')));
}

test('cached pages name their inline scripts by hash, run all of them, and refuse a foreign one', async ({ page, request }) => {
  const store = (await allStores(request))[0]!;
  for (const path of ['/', '/a-propos', '/nl-be/over-ons', '/fr-fr/pays', `/${store.slug}`]) {
    await request.get(path); // rendered and stored: the next answer is the cached page
    const response = await request.get(path);
    expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    const scripts = directive(response.headers()['content-security-policy'], 'script-src');
    expect(scripts, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);

    const violations = await watchViolations(page);
    await page.goto(path);
    await expect.poll(() => hydrated(page), { message: `${path} hydrates` }).toBe(true);
    expect(await violations(), path).toEqual([]);

    // A script written into the page afterwards, as an injection would, does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, path).toBe(false);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
  }
});

test('the search page runs its scripts by a nonce made for each response', async ({ page, request }) => {
  const first = await request.get('/search?str=plage');
  const second = await request.get('/search?str=plage');
  const nonceOf = (header: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(directive(header, 'script-src') ?? '')?.[1];
  const nonce = nonceOf(first.headers()['content-security-policy']);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()['content-security-policy'])).not.toBe(nonce);
  expect(directive(first.headers()['content-security-policy'], 'script-src')).not.toContain('unsafe-inline');
  const html = await first.text();
  expect(html).toContain(`nonce="${nonce}"`);
  // Its chunks wait for the first paint, started by a script that carries the nonce (src/server/http/next-response.mjs).
  expect(html).toContain(`<script nonce="${nonce}">(function(){`);
  expect(html).toContain('<script type="text/plain" data-deferred-src="/_next/static/chunks/');
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]* async=""/);

  const violations = await watchViolations(page);
  await page.goto('/nl-be/search?str=strand');
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(await violations()).toEqual([]);
});

test('the newsletter link pages, rendered per request, run their scripts by a nonce too', async ({ page, request }) => {
  const response = await request.get(`/nl-be/newsletter/confirm?token=${'x'.repeat(43)}`);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directive(response.headers()['content-security-policy'], 'script-src') ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(await response.text()).toContain(`nonce="${nonce}"`);

  const violations = await watchViolations(page);
  await page.goto(`/newsletter/unsubscribe?token=${'y'.repeat(43)}`);
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(await violations()).toEqual([]);
});

test('a filtered comparator view, rendered per request, runs its scripts by a nonce, and the comparator draws its next views under it', async ({ page, request }) => {
  const response = await request.get('/comparateur?last=true');
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directive(response.headers()['content-security-policy'], 'script-src') ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  expect(html).toContain(`<script nonce="${nonce}">(function(){`);
  expect(html).toContain('<script type="text/plain" data-deferred-src="/_next/static/chunks/');

  const violations = await watchViolations(page);
  await page.goto('/nl-be/vergelijken?last=true');
  await expect.poll(() => hydrated(page)).toBe(true);
  await page.getByRole('switch', { name: 'Last Minutes' }).uncheck();
  await expect(page).toHaveURL(/\/nl-be\/vergelijken$/);
  expect(await violations()).toEqual([]);
});

test('the not-found page keeps its script policy with its 404', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/fr-fr/no-such-page-here');
  expect(response?.status()).toBe(404);
  expect(directive(response?.headers()['content-security-policy'], 'script-src')).toMatch(/'sha256-/);
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(await violations()).toEqual([]);
});

test('the promotion dialog opens and works under the policy', async ({ page, request }) => {
  const { active } = await findStore(request, (lists) => lists.active.results.length > 0);
  const promotion = active.results[0]!;
  const violations = await watchViolations(page);
  await page.goto(`/${promotion.stores[0]!.slug}?promotion=${promotion.id}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('API answers carry the policy of every response, with no script source', async ({ request }) => {
  const response = await request.get('/api/stores/?size=1');
  const header = response.headers()['content-security-policy'];
  expect(header).toMatch(/frame-ancestors 'none'/);
  expect(directive(header, 'script-src')).toBeUndefined();
});
