import { expect, test } from '@playwright/test';
import { allStores, beNewVisitor, getStore } from './store-fixtures';

type RatingResult = { rating: number; rating_count: number; your_rating: number };

test('a visitor rates a store with the keyboard; the average shows at once and a second vote replaces the first', async ({
  page,
  context,
  request,
}) => {
  await beNewVisitor(context);
  const [store] = await allStores(request);
  const slug = store!.slug;
  const before = await getStore(request, slug);
  await page.goto(`/${slug}`);

  const summary = page.getByTestId('store-rating');
  await expect(summary).toHaveAttribute('data-rating-count', /^\d+$/);
  const group = page.getByRole('group', { name: new RegExp(`notez ${before.name}`, 'i') });
  const radios = group.getByRole('radio');
  await expect(radios).toHaveCount(5);

  // Arrow keys move along the native radio group; the button sends the vote.
  await radios.first().focus();
  await page.keyboard.press('Space');
  for (let step = 1; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: '5 étoiles' })).toBeChecked();
  const firstVote = page.waitForResponse((r) => r.url().includes(`/update_rating/`));
  await page.getByRole('button', { name: 'Voter' }).click();
  const firstResponse = await firstVote;
  // The server hands out the visitor's signed id, which the second vote carries.
  expect(await firstResponse.headerValue('set-cookie')).toMatch(/^visitor_id=[0-9a-f]{32}\.[\w-]{43};/);
  const first = (await firstResponse.json()) as RatingResult;
  expect(first.rating_count).toBe(before.rating_count + 1);
  expect(first.your_rating).toBe(5);
  await expect(summary).toHaveAttribute('data-rating-count', String(first.rating_count));
  await expect(summary).toHaveAttribute('data-rating', String(first.rating));
  await expect(page.getByRole('status').filter({ hasText: 'Votre note : 5/5' })).toBeVisible();

  // A click on the first star (its label) chooses 1.
  await group.locator('label').first().click();
  await expect(group.getByRole('radio', { name: '1 étoile' })).toBeChecked();
  const secondVote = page.waitForResponse((r) => r.url().includes(`/update_rating/`));
  await page.getByRole('button', { name: 'Changer ma note' }).click();
  const second = (await (await secondVote).json()) as RatingResult;
  expect(second.rating_count).toBe(first.rating_count);
  expect(second.rating).toBeLessThan(first.rating);
  await expect(summary).toHaveAttribute('data-rating', String(second.rating));
  await expect(summary).toHaveAttribute('data-rating-count', String(first.rating_count));

  // The page, read again, agrees with the API and remembers the visitor's vote.
  await page.reload();
  await expect(page.getByTestId('store-rating')).toHaveAttribute('data-rating-count', String(second.rating_count));
  await expect(group.getByRole('radio', { name: '1 étoile' })).toBeChecked();
  expect((await getStore(request, slug)).rating_count).toBe(second.rating_count);
});

const REMEMBERED = [
  { locale: 'fr-be', prefix: '', legend: /notez/i, star: '3 étoiles', yours: 'Vous avez donné 3/5', change: 'Changer ma note' },
  { locale: 'nl-be', prefix: '/nl-be', legend: /beoordeel|geef/i, star: '3 sterren', yours: 'Je gaf 3/5', change: 'Mijn score wijzigen' },
  { locale: 'fr-fr', prefix: '/fr-fr', legend: /notez/i, star: '3 étoiles', yours: 'Vous avez donné 3/5', change: 'Changer ma note' },
] as const;

for (const { locale, prefix, legend, star, yours, change } of REMEMBERED) {
  test(`${locale}: a visitor who rated a store sees their rating after a reload, and changing it adds no vote`, async ({ page, context, request }) => {
    await beNewVisitor(context);
    const stores = await allStores(request);
    const store = stores[REMEMBERED.findIndex((entry) => entry.locale === locale) + 1]!;
    const localized = (await (await request.get(`/api/stores/${store.id}/?language=${locale}`)).json()) as { slug: string };
    await page.goto(`${prefix}/${localized.slug}`);
    const group = page.getByRole('group', { name: legend });
    // The radios are drawn as stars: a click on the third star's label chooses 3.
    await group.locator('label').nth(2).click();
    await expect(group.getByRole('radio', { name: star })).toBeChecked();
    const voted = page.waitForResponse((r) => r.url().includes('/update_rating/'));
    await page.getByRole('button', { name: /^(Voter|Stemmen|Beoordelen)$/ }).click();
    const first = (await (await voted).json()) as RatingResult;

    await page.reload();
    const summary = page.getByTestId('store-rating');
    await expect(group.getByRole('radio', { name: star })).toBeChecked();
    await expect(page.getByTestId('your-rating')).toHaveText(new RegExp(yours));
    await expect(summary).toHaveAttribute('data-rating-count', String(first.rating_count));

    await group.locator('label').last().click();
    const changed = page.waitForResponse((r) => r.url().includes('/update_rating/'));
    await page.getByRole('button', { name: change }).click();
    const second = (await (await changed).json()) as RatingResult;
    expect(second).toMatchObject({ rating_count: first.rating_count, your_rating: 5 });
    await expect(summary).toHaveAttribute('data-rating-count', String(first.rating_count));
  });
}

test('the share-a-promotion form rejects an empty form field by field, then accepts a valid one', async ({ page, request }) => {
  const [store] = await allStores(request);
  await page.goto(`/${store!.slug}`);
  const form = page.locator('#share-promotion');
  const storeName = form.getByRole('textbox', { name: 'Boutique' });
  await expect(storeName).toHaveValue(store!.name);

  let posted = false;
  page.on('request', (r) => {
    if (r.url().includes('/share_promotion/')) posted = true;
  });
  await storeName.fill('');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByText('Indiquez le nom de la boutique (au moins 2 caractères).')).toBeVisible();
  await expect(form.getByText('Indiquez le code promo ou un titre (au moins 2 caractères).')).toBeVisible();
  await expect(storeName).toHaveAttribute('aria-invalid', 'true');
  await expect(storeName).toBeFocused();
  expect(posted).toBe(false);

  await storeName.fill(store!.name);
  await form.getByRole('textbox', { name: /code promo ou titre/i }).fill('ETE2030');
  await form.getByRole('textbox', { name: /détails/i }).fill('-10 % sur les séjours de plus de 7 nuits.');
  await form.getByLabel('Date de fin').fill('2030-08-31');
  const sent = page.waitForResponse((r) => r.url().includes('/api/promotions/share_promotion/?language=fr-be'));
  await form.getByRole('button', { name: 'Envoyer' }).click();
  expect((await sent).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText('Merci ! Notre équipe va vérifier cette promotion.');
  await expect(form.getByText(/au moins 2 caractères/)).toHaveCount(0);
});

test('the share form says so when the visitor sends too often', async ({ page, request }) => {
  const [store] = await allStores(request);
  await page.route('**/api/promotions/share_promotion/**', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":{"code":"rate_limited","message":"Too many"}}' }),
  );
  await page.goto(`/${store!.slug}`);
  const form = page.locator('#share-promotion');
  await form.getByRole('textbox', { name: /code promo ou titre/i }).fill('ETE2030');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByRole('status')).toHaveText('Trop de tentatives. Réessayez dans une minute.');
});
