import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './discovery-fixtures';
import { beNewVisitor, findStore, isCoupon, isOffer, stubExternalSites, type ApiPromotion } from './store-fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const promotionsSection = (page: Page) => page.locator('#promotions');
const relatedSection = (page: Page) => page.locator('#related-offers');
const expiredSection = (page: Page) => page.locator('#expired-promotions');
const card = (scope: ReturnType<Page['locator']>, promotion: ApiPromotion) =>
  scope.locator(`[data-promotion-id="${promotion.id}"]`);

/**
 * Clicks a coupon's button until its dialog shows: on a busy machine the page's first render can
 * reach the browser before its script, and a click on the server's HTML does nothing yet.
 */
async function openDialog(opener: Locator, dialog: Locator): Promise<void> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('a coupon opens a dialog by its own address; copy code fills the clipboard and says copied', async ({ page, request }) => {
  const { store, active } = await findStore(request, (lists) => lists.active.results.some(isCoupon));
  const coupon = active.results.find(isCoupon)!;
  await page.goto(`/${store.slug}`);

  const opener = card(promotionsSection(page), coupon).getByRole('button', { name: /voir le code/i });
  const dialog = page.getByRole('dialog', { name: coupon.title });
  await openDialog(opener, dialog);
  await expect(page).toHaveURL(new RegExp(`[?&]promotion=${coupon.id}(&|$)`));
  await expect(dialog.getByTestId('promotion-code')).toHaveText(coupon.coupon!.code!);

  const copy = dialog.getByRole('button', { name: /copier le code/i });
  await expect(copy).toBeFocused();
  await copy.click();
  await expect(dialog.getByRole('button', { name: /copié/i })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon.coupon!.code);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).not.toHaveURL(/promotion=/);

  // The same address, shared, opens the dialog on load.
  await page.goto(`/${store.slug}?promotion=${coupon.id}`);
  await expect(page.getByRole('dialog', { name: coupon.title })).toBeVisible();
});

test('go to site opens the merchant link in a new tab, marked sponsored', async ({ page, context, request }) => {
  await stubExternalSites(context);
  const { store, active } = await findStore(request, (lists) => lists.active.results.some(isCoupon));
  const coupon = active.results.find(isCoupon)!;
  await page.goto(`/${store.slug}?promotion=${coupon.id}`);

  const link = page.getByRole('dialog').getByRole('link', { name: /aller sur le site/i });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  // Through the click-out, which counts the click and sends the visitor on to the merchant.
  await expect(link).toHaveAttribute('href', `/out/promotion/${coupon.id}`);
  const out = await request.get(`/out/promotion/${coupon.id}`, { maxRedirects: 0 });
  expect(out.status()).toBe(302);
  expect(out.headers()['location']).toBe(coupon.link);
  // The new tab asks /out, which answers 302 to the merchant (whose site a browser here cannot reach:
  // Playwright routes no redirected request, so the stub does not catch it).
  const answered = context.waitForEvent('response', (response) => new URL(response.url()).pathname === `/out/promotion/${coupon.id}`);
  await Promise.all([context.waitForEvent('page'), link.click()]);
  expect((await answered).status()).toBe(302);
  expect((await answered).headers()['location']).toBe(coupon.link);
});

test('an offer goes straight to the site and records its use', async ({ page, context, request }) => {
  await stubExternalSites(context);
  const { store, active } = await findStore(request, (lists) => lists.active.results.some(isOffer));
  const offer = active.results.find(isOffer)!;
  await page.goto(`/${store.slug}`);
  // The use is recorded by the page's code: a click before it runs only follows the link.
  await hydrated(page);

  const used = page.waitForResponse((response) => response.url().includes(`/api/promotions/${offer.id}/use_offer/`));
  const link = card(promotionsSection(page), offer).getByRole('link', { name: /voir l'offre/i });
  await expect(link).toHaveAttribute('href', `/out/promotion/${offer.id}`);
  const out = await request.get(`/out/promotion/${offer.id}`, { maxRedirects: 0 });
  expect(out.status()).toBe(302);
  expect(out.headers()['location']).toBe(offer.link);
  const answered = context.waitForEvent('response', (response) => new URL(response.url()).pathname === `/out/promotion/${offer.id}`);
  await Promise.all([context.waitForEvent('page'), link.click()]);
  expect((await answered).headers()['location']).toBe(offer.link);
  const response = await used;
  expect(response.status()).toBe(200);
  expect(response.request().method()).toBe('POST');
  const { time_of_using } = (await response.json()) as { time_of_using: string };
  await expect(card(promotionsSection(page), offer).getByTestId('coupon-last-use').locator('time')).toHaveAttribute('datetime', time_of_using);
});

test('using a coupon updates its time of use in the promotions and in the related offers', async ({ page, context, request }) => {
  // A visitor's use counts once a day: this address may have used these coupons already today.
  await beNewVisitor(context);
  const { store, active, related } = await findStore(
    request,
    (lists) => lists.active.results.some(isCoupon) && lists.related.results.some(isCoupon),
  );
  await page.goto(`/${store.slug}`);

  for (const [section, promotion] of [
    [promotionsSection(page), active.results.find(isCoupon)!],
    [relatedSection(page), related.results.find(isCoupon)!],
  ] as const) {
    const used = page.waitForResponse((response) => response.url().includes(`/api/coupons/${promotion.coupon!.id}/use_coupon/`));
    const dialog = page.getByRole('dialog', { name: promotion.title });
    await openDialog(card(section, promotion).getByRole('button', { name: /voir le code/i }), dialog);
    await dialog.getByRole('button', { name: /copier le code/i }).click();
    const response = await used;
    expect(response.status()).toBe(200);
    expect(response.request().method()).toBe('POST');
    const { time_of_using } = (await response.json()) as { time_of_using: string };
    expect(time_of_using).not.toBe(promotion.coupon!.time_of_using);
    await page.keyboard.press('Escape');

    const lastUse = card(section, promotion).getByTestId('coupon-last-use');
    await expect(lastUse.locator('time')).toHaveAttribute('datetime', time_of_using);
    await expect(lastUse).toHaveText(/^Utilisé (maintenant|il y a \d+ secondes?)$/);
  }
});

test('a failed use leaves the page as it was', async ({ page, request }) => {
  const { store, active } = await findStore(request, (lists) => lists.active.results.some(isCoupon));
  const coupon = active.results.find(isCoupon)!;
  await page.route('**/api/coupons/*/use_coupon/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"boom","message":"boom"}}' }),
  );
  await page.goto(`/${store.slug}?promotion=${coupon.id}`);
  // The dialog opens once the page runs in the browser, which also writes the card's "used … ago".
  await expect(page.getByRole('dialog')).toBeVisible();
  const before = await card(promotionsSection(page), coupon).textContent();
  await page.getByRole('dialog').getByRole('button', { name: /copier le code/i }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /copié/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card(promotionsSection(page), coupon)).toHaveText(before!);
});

test('the type filter lists only codes or only offers, with a canonical without the filter', async ({ page, request }) => {
  const { store, active } = await findStore(
    request,
    (lists) => lists.active.results.some(isCoupon) && lists.active.results.some(isOffer),
  );
  await page.goto(`/${store.slug}`);
  await promotionsSection(page).getByRole('link', { name: /codes promo/i }).click();
  await expect(page).toHaveURL(/\?type=coupon/);
  const ids = active.results.filter(isCoupon).map((promotion) => String(promotion.id));
  await expect(promotionsSection(page).locator('[data-promotion-id]')).toHaveCount(ids.length);
  for (const id of await promotionsSection(page).locator('[data-promotion-id]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-promotion-id')))) {
    expect(ids).toContain(id);
  }
  // Read as served (a client-side navigation may leave Next's previous head tags behind).
  const canonicalOf = async (path: string) => {
    await page.goto(path);
    return new URL((await page.locator('head link[rel="canonical"]').first().getAttribute('href'))!);
  };
  const filtered = await canonicalOf(`/${store.slug}?type=coupon`);
  expect(filtered.pathname + filtered.search).toBe(`/${store.slug}`);
  // SPEC §4: with both type and page, the canonical keeps the query from page on.
  const paged = await canonicalOf(`/${store.slug}?type=coupon&page=1`);
  expect(paged.pathname + paged.search).toBe(`/${store.slug}?page=1`);

  // A page past the last one does not exist.
  const beyond = await page.goto(`/${store.slug}?type=coupon&page=${Math.ceil(active.count / 20) + 1}`);
  expect(beyond?.status()).toBe(404);
});

test('an ended promotion sits only in the expired section, and no listed offer has ended', async ({ page, request }) => {
  const { store, expired } = await findStore(request, (lists) => lists.expired.count > 0);
  const ended = expired.results[0]!;
  await page.goto(`/${store.slug}`);

  const expiredCard = card(expiredSection(page), ended);
  await expect(expiredCard).toBeVisible();
  await expect(expiredCard.getByText('Expiré', { exact: true })).toBeVisible();
  await expect(expiredCard.getByRole('button')).toHaveCount(0);
  await expect(card(promotionsSection(page), ended)).toHaveCount(0);

  // Structured data: offers of the active list only, each valid now; a rating only with votes.
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
  const organization = jsonLd.find((item) => item['@type'] === 'Organization') as {
    name: string;
    makesOffer: { '@type': string; validFrom: string; validThrough?: string }[];
    aggregateRating?: { ratingCount: number };
  };
  expect(organization.name).toBe(store.name);
  const now = Date.now();
  const activeCount = await promotionsSection(page).locator('[data-promotion-id]').count();
  expect(organization.makesOffer).toHaveLength(activeCount);
  for (const offer of organization.makesOffer) {
    expect(offer['@type']).toBe('Offer');
    expect(Date.parse(offer.validFrom)).toBeLessThanOrEqual(now);
    if (offer.validThrough) expect(Date.parse(offer.validThrough)).toBeGreaterThan(now);
  }
  if (store.rating_count > 0) expect(organization.aggregateRating?.ratingCount).toBeGreaterThanOrEqual(store.rating_count);
  else expect(organization.aggregateRating).toBeUndefined();
});

for (const [locale, prefix] of [
  ['fr-be', ''],
  ['nl-be', '/nl-be'],
  ['fr-fr', '/fr-fr'],
] as const) {
  test(`on a phone (375 × 812) the first promotion of a ${locale} store page shows on the first screen`, async ({ browser, request }) => {
    const stores = (await (await request.get(`/api/stores/?language=${locale}&size=1`)).json()) as { results: { slug: string }[] };
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${prefix}/${stores.results[0]!.slug}`);
    const first = promotionsSection(page).locator('[data-promotion-id]').first();
    // Its kind, its value and its title, without scrolling.
    await expect(first.getByRole('heading')).toBeInViewport({ ratio: 1 });
    await context.close();
  });
}

const COUNTDOWN_WORDS = {
  'fr-be': { today: "Se termine aujourd'hui", tomorrow: 'Se termine demain', three: 'Plus que 3 jours', date: /^Valable jusqu'au/ },
  'nl-be': { today: 'Eindigt vandaag', tomorrow: 'Eindigt morgen', three: 'Nog 3 dagen', date: /^Geldig tot/ },
  'fr-fr': { today: "Se termine aujourd'hui", tomorrow: 'Se termine demain', three: 'Plus que 3 jours', date: /^Valable jusqu'au/ },
} as const;

for (const [locale, prefix] of [
  ['fr-be', ''],
  ['nl-be', '/nl-be'],
  ['fr-fr', '/fr-fr'],
] as const) {
  test(`${locale}: a promotion near its end counts the days left by the visitor's clock, and shows its date further away`, async ({ browser, request }) => {
    const { store, active } = await findStore(request, (lists) => lists.active.results.some((promotion) => promotion.ends_at !== null));
    const promotion = active.results.find((candidate) => candidate.ends_at !== null)!;
    const end = Date.parse(promotion.ends_at!);
    const { slug } = (await (await request.get(`/api/stores/${store.id}/?language=${locale}`)).json()) as { slug: string };
    const words = COUNTDOWN_WORDS[locale];
    // A zone without daylight saving, so that "3 days before" is three calendar days there.
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    const expiry = page.locator(`[data-promotion-id="${promotion.id}"]`).first().getByTestId('promotion-expiry');
    for (const [before, said] of [
      [60_000, words.today],
      [86_400_000, words.tomorrow],
      [3 * 86_400_000, words.three],
    ] as const) {
      await page.clock.setFixedTime(end - before);
      await page.goto(`${prefix}/${slug}`);
      await expect(expiry).toHaveText(said);
      await expect(expiry).toHaveAttribute('datetime', promotion.ends_at!);
    }
    await page.clock.setFixedTime(end - 30 * 86_400_000);
    await page.goto(`${prefix}/${slug}`);
    await hydrated(page);
    await expect(expiry).toHaveText(words.date);
    await context.close();
  });
}
