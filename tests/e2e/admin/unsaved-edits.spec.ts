import { expect, test } from '@playwright/test';
import { editorAuthorization } from '../editor';
import { openSignIn, signIn } from './back-office';

/**
 * Nothing an editor typed is lost when their session ends mid-edit: sent to sign in, they come
 * back to the form as they left it and save it. A deliberate sign-out forgets unsaved edits.
 */

test.describe.configure({ timeout: 240_000 });

test('an edit survives a revoked session: signed in again, the editor finds the typed text and saves it', async ({ page, request }) => {
  const headers = await editorAuthorization(request);
  const username = `brouillon-${Date.now()}`;
  const password = 'a password for the test only';
  const created = await request.post('/api/accounts/', { headers, data: { username, password, role: 'editor' } });
  expect(created.status()).toBe(201);
  const account = (await created.json()) as { id: number };
  const stores = (await (await request.get('/api/admin/stores/?size=1&ordering=id', { headers })).json()) as { results: { id: number }[] };
  const storeId = stores.results[0]!.id;
  const seoTitle = `Titre tapé avant la coupure ${Date.now()}`;
  const field = page.locator('input[name="translations.fr-be.seo_title"]');

  await signIn(page, username, password);
  await page.goto(`/admin/stores/${storeId}/fr-be`);
  await field.fill(seoTitle);

  // The account is disabled while the editor types: its token is refused at once.
  expect((await request.patch(`/api/accounts/${account.id}/`, { headers, data: { is_active: false } })).status()).toBe(200);
  // The save meets the 401, unless a background read of the screen met it first: either way the
  // editor is sent to sign in, with the form's values kept.
  await page.getByRole('button', { name: 'Enregistrer' }).click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByLabel(/identifiant/i)).toBeVisible();

  expect((await request.patch(`/api/accounts/${account.id}/`, { headers, data: { is_active: true } })).status()).toBe(200);
  await page.getByLabel(/identifiant/i).fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: /connexion/i }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/stores/${storeId}`));
  await expect(page.getByText('Vos modifications non enregistrées ont été rétablies.')).toBeVisible();
  await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
  await expect(field).toHaveValue(seoTitle);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/élément mis à jour|modifié/i).first()).toBeVisible();
  const record = (await (await request.get(`/api/admin/stores/${storeId}/`, { headers })).json()) as { translations: Record<string, { seo_title: string }> };
  expect(record.translations['fr-be']!.seo_title).toBe(seoTitle);

  // Saved: opening the form again restores nothing.
  await page.goto(`/admin/stores/${storeId}/fr-be`);
  await expect(field).toHaveValue(seoTitle);
  await expect(page.getByText('Vos modifications non enregistrées ont été rétablies.')).toHaveCount(0);
});

test('a deliberate sign-out forgets what was typed and not saved', async ({ page, request }) => {
  const headers = await editorAuthorization(request);
  const stores = (await (await request.get('/api/admin/stores/?size=1&ordering=id', { headers })).json()) as { results: { id: number }[] };
  const storeId = stores.results[0]!.id;
  const field = page.locator('input[name="translations.fr-be.seo_title"]');

  await signIn(page);
  await page.goto(`/admin/stores/${storeId}/fr-be`);
  const saved = await field.inputValue();
  await field.fill(`Jamais enregistré ${Date.now()}`);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('admin.draft:')))).toHaveLength(1);

  // The app bar hides while the form is scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /\(compte\)/ }).click();
  await page.getByRole('menuitem', { name: /déconnexion/i }).click();
  await openSignIn(page, page.url());
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('admin.draft:')))).toEqual([]);

  await signIn(page);
  await page.goto(`/admin/stores/${storeId}/fr-be`);
  await expect(field).toHaveValue(saved);
});
