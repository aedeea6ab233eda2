import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, WIDTHS } from '../a11y-fixtures';
import { api, type ApiPage, type ApiSummary } from '../discovery-fixtures';
import { editorAuthorization } from '../editor';
import { signIn } from './back-office';

/**
 * Categories and destinations in the back-office: a subcategory created with two locales and an
 * FAQ is on the public pages at the next request; a destination's SEO title is its page's
 * <title>; a category others depend on is not deleted and the editor reads why; the list and the
 * form pass axe and fit a phone.
 */

const stamp = Date.now().toString(36);
const SUB = {
  'fr-be': { name: `Sous-catégorie essai ${stamp}`, slug: `sous-categorie-essai-${stamp}` },
  'nl-be': { name: `Subcategorie proef ${stamp}`, slug: `subcategorie-proef-${stamp}` },
} as const;
const QUESTION = `Quand réserver ${stamp} ?`;

/** A field of a locale's tab by its form name: every tab is in the page, the others hidden. */
const field = (page: Page, locale: 'fr-be' | 'nl-be', name: string) => page.locator(`[name="translations.${locale}.${name}"]`);

/** A top-level category with a page in fr-be and in nl-be (its paths with their locale's prefix): a subcategory needs its parent's content in each of its locales. */
async function bilingualCategory(request: APIRequestContext) {
  const french = await api<ApiPage<ApiSummary>>(request, '/categories/?level=1&size=100', 'fr-be');
  const dutch = await api<ApiPage<ApiSummary>>(request, '/categories/?level=1&size=100', 'nl-be');
  for (const category of french.results) {
    const other = dutch.results.find((candidate) => candidate.id === category.id);
    if (other) return { id: category.id, name: category.name, path: { 'fr-be': category.path, 'nl-be': other.path } };
  }
  throw new Error('no top-level category in fr-be and nl-be');
}

const html = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
};

// Each test walks several screens of a client application on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('an editor creates a subcategory with fr-be and nl-be names and an FAQ question; both public pages show it at the next request', async ({ page, request }) => {
  const parent = await bilingualCategory(request);
  await signIn(page);

  await page.goto('/admin/categories/create');
  await page.getByLabel('Catégorie parente').fill(parent.name);
  await page.getByRole('option', { name: parent.name, exact: true }).click();
  await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
  await field(page, 'fr-be', 'name').fill(SUB['fr-be'].name);
  await field(page, 'fr-be', 'slug').fill(SUB['fr-be'].slug);
  await page.getByRole('button', { name: 'Ajouter une question' }).click();
  await field(page, 'fr-be', 'faq_items.0.question').fill(QUESTION);
  await field(page, 'fr-be', 'faq_items.0.answer').fill('Trois mois à l’avance.');
  await page.getByRole('tab', { name: 'Nederlands (België)' }).click();
  await field(page, 'nl-be', 'name').fill(SUB['nl-be'].name);
  await field(page, 'nl-be', 'slug').fill(SUB['nl-be'].slug);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/\d+$/);

  // The links need the parent's record too: the form reads it after its own.
  const links = page.getByRole('navigation', { name: 'Voir sur le site' });
  for (const locale of ['fr-be', 'nl-be'] as const) {
    const path = `${parent.path[locale]}/${SUB[locale].slug}`;
    await expect(links.getByRole('link', { name: new RegExp(locale) })).toHaveAttribute('href', path, { timeout: 60_000 });
    const own = await html(request, path);
    expect(own).toContain(SUB[locale].name);
    if (locale === 'fr-be') expect(own).toContain(QUESTION);
    expect(await html(request, parent.path[locale])).toContain(SUB[locale].name);
  }

  // The parent now has a child: deleting it is refused, and the editor reads the API's reason.
  await page.goto(`/admin/categories/${parent.id}`);
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(/is still used by/)).toBeVisible({ timeout: 60_000 });
  expect((await request.get(`/api/categories/${parent.id}/?language=fr-be`)).status()).toBe(200);
});

test('an editor changes a destination’s SEO title and the public page’s <title> says it', async ({ page, request }) => {
  // A region of its own under an existing country, so no other test's page changes.
  const headers = await editorAuthorization(request);
  const countries = await api<ApiPage<ApiSummary>>(request, '/locations/?size=1', 'fr-be');
  const country = countries.results[0]!;
  const name = `Région essai ${stamp}`;
  const created = await request.post('/api/destinations/', {
    headers,
    data: { parent_id: country.id, translations: { 'fr-be': { name, slug: `region-essai-${stamp}` } } },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page);
  await page.goto('/admin/destinations');
  await page.getByPlaceholder('Nom ou adresse').fill(stamp);
  // The search applies after a pause in typing: a row clicked before would be left for the search's list.
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name }).click();
  await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
  // The row the list gave is shown until the record comes: type into the record's form.
  await expect(field(page, 'fr-be', 'slug')).toHaveValue(`region-essai-${stamp}`);
  const seoTitle = `Séjours ${stamp} au meilleur prix`;
  await field(page, 'fr-be', 'seo_title').fill(seoTitle);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/élément mis à jour|modifié/i).first()).toBeVisible({ timeout: 60_000 });

  const page_ = await html(request, `${country.path}/region-essai-${stamp}`);
  expect(/<title>([^<]*)<\/title>/.exec(page_)?.[1]).toContain(seoTitle);
});

for (const width of WIDTHS) {
  test(`the lists and forms of categories and destinations pass axe and fit ${width} px`, async ({ page, request }) => {
    const headers = await editorAuthorization(request);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    for (const resource of ['categories', 'destinations'] as const) {
      await page.goto(`/admin/${resource}`);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      const rows = (await (await request.get(`/api/admin/${resource}/?level=2&size=1`, { headers })).json()) as { results: { id: number }[] };
      await page.goto(`/admin/${resource}/${rows.results[0]!.id}/fr-be`);
      await expect(page.locator('[name="translations.fr-be.name"]')).not.toHaveValue('');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
}
