import { expect, test, type Page } from '@playwright/test';
import { signIn } from './back-office';

/**
 * An editor's day in the back-office: a new store and a code for it in two locales, on the public
 * pages at the next request; its SEO title in the page's <title>; the code ended and gone.
 */

const stamp = `${Date.now().toString(36)}`;
const STORE = { 'fr-be': `Magasin Essai ${stamp}`, 'nl-be': `Winkel Proef ${stamp}` };
const SLUG = { 'fr-be': `magasin-essai-${stamp}`, 'nl-be': `winkel-proef-${stamp}` };
const TITLE = { 'fr-be': `Dix pour cent ${stamp}`, 'nl-be': `Tien procent ${stamp}` };
const CODE = `ESSAI${stamp.toUpperCase()}`;

/**
 * A translated field of a locale's tab, by its form name (every locale's tab is in the page, the
 * others hidden, and a tab switch is not instant: a label could find the tab being left).
 */
const field = (page: Page, locale: 'fr-be' | 'nl-be', name: string) => page.locator(`input[name="translations.${locale}.${name}"]`);

// Each test walks several screens of a client application on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('an editor creates a store and a code for it in fr-be and nl-be, then sees both on the public pages', async ({ page, request }) => {
  await signIn(page);

  await page.goto('/admin/stores/create');
  await page.getByLabel('Site du marchand').fill('https://www.essai.example');
  await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
  await field(page, 'fr-be', 'name').fill(STORE['fr-be']);
  await field(page, 'fr-be', 'slug').fill(SLUG['fr-be']);
  await page.getByRole('tab', { name: 'Nederlands (België)' }).click();
  await field(page, 'nl-be', 'name').fill(STORE['nl-be']);
  await field(page, 'nl-be', 'slug').fill(SLUG['nl-be']);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/stores\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Voir sur le site' }).getByRole('link', { name: /nl-be/ })).toHaveAttribute('href', `/nl-be/${SLUG['nl-be']}`);

  await page.goto('/admin/promotions/create');
  await page.getByLabel('Boutique').fill(`Magasin Essai ${stamp}`);
  await page.getByRole('option', { name: STORE['fr-be'] }).click();
  await page.getByLabel('Code').fill(CODE);
  await page.getByLabel('Lien vers le marchand').fill('https://www.essai.example/offre');
  await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
  await field(page, 'fr-be', 'title').fill(TITLE['fr-be']);
  await page.getByRole('tab', { name: 'Nederlands (België)' }).click();
  await field(page, 'nl-be', 'title').fill(TITLE['nl-be']);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/promotions\/\d+$/);
  const promotionId = Number(/(\d+)$/.exec(page.url())![1]);

  for (const locale of ['fr-be', 'nl-be'] as const) {
    const prefix = locale === 'fr-be' ? '' : `/${locale}`;
    const html = await (await request.get(`${prefix}/${SLUG[locale]}`)).text();
    expect(html).toContain(STORE[locale]);
    expect(html).toContain(TITLE[locale]);
    const promotion = await (await request.get(`/api/promotions/${promotionId}/?language=${locale}`)).json();
    expect(promotion.coupon.code).toBe(CODE);
  }
});

test('an editor changes the store SEO title and sees it in the page <title>', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/admin/stores');
  await page.getByPlaceholder('Nom ou adresse').fill(stamp);
  await page.getByRole('cell', { name: STORE['fr-be'] }).click();
  await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
  // The form starts from the list's row and is filled again once the whole store is read: a field
  // typed into before that is reset. The translations come with the whole store only.
  await expect(field(page, 'fr-be', 'name')).toHaveValue(STORE['fr-be']);
  const seoTitle = `Codes promo ${stamp} vérifiés`;
  await field(page, 'fr-be', 'seo_title').fill(seoTitle);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/élément mis à jour|modifié/i).first()).toBeVisible();
  const html = await (await request.get(`/${SLUG['fr-be']}`)).text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(seoTitle);
});

test('an editor ends the code and it leaves the public lists', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/admin/promotions');
  await page.getByPlaceholder('Titre ou code').fill(CODE);
  const row = page.getByRole('row', { name: new RegExp(TITLE['fr-be']) });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Terminer maintenant' }).click();
  await page.getByRole('dialog', { name: 'Terminer ces promotions maintenant ?' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(row.getByRole('cell', { name: 'Terminée' })).toBeVisible();
  const active = await (await request.get(`/api/promotions/search_by_name/?name=${encodeURIComponent(TITLE['fr-be'])}&language=fr-be`)).json();
  expect(JSON.stringify(active)).not.toContain(TITLE['fr-be']);
});
