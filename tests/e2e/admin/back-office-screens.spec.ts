import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations, describeViolations } from '../a11y-fixtures';
import { editorAuthorization } from '../editor';
import { signIn } from './back-office';

/**
 * The back-office's library, settings and inbox screens: an image uploaded and found in the
 * library, a redirection chain refused on its field, the accounts screen closed to an editor
 * (and its API too), the newsletter's subscribers exported as CSV. Each screen passes axe.
 */

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test('an image uploaded with its preview shows in the library, with what uses it', async ({ page }) => {
  const name = `plage-e2e-${Date.now()}`;
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 140, b: 200 } } }).png().toBuffer();
  await signIn(page);
  await page.goto('/admin/media/create');
  await page.getByLabel(/fichier image/i).setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: image });
  await expect(page.getByRole('img', { name: `Aperçu de ${name}.png` })).toBeVisible();
  await page.getByLabel('Texte alternatif').fill('Une plage bleue');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Téléverser' }).click();

  await expect(page.getByText('Aucun contenu n’affiche cette image')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Une plage bleue' })).toBeVisible();

  await page.goto('/admin/media');
  await page.getByLabel('Rechercher par nom').fill(name);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Une plage bleue' })).toBeVisible();
  await expectNoViolations(page);
});

test('a redirection whose target is itself redirected is refused on its field', async ({ page, request }) => {
  const headers = await editorAuthorization(request);
  const stamp = Date.now();
  const first = await request.post('/api/seo/redirections/?language=fr-be', { headers, data: { from_path: `/e2e-ancien-${stamp}`, to_path: `/e2e-final-${stamp}` } });
  expect(first.status()).toBe(201);

  await signIn(page);
  await page.goto('/admin/redirections/create');
  await page.getByLabel('Depuis le chemin').fill(`/e2e-plus-ancien-${stamp}`);
  await page.getByLabel('Vers le chemin').fill(`/e2e-ancien-${stamp}`);
  await page.getByRole('button', { name: /enregistrer/i }).click();
  const target = page.getByLabel('Vers le chemin');
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`point at /e2e-final-${stamp} directly`)).toBeVisible();
  await expectNoViolations(page);

  await target.fill(`/e2e-final-${stamp}`);
  await page.getByRole('button', { name: /enregistrer/i }).click();
  await expect(page.getByRole('cell', { name: `/e2e-plus-ancien-${stamp}` })).toBeVisible();
  await expectNoViolations(page);
});

test('an editor-role account has no accounts screen, and the API refuses it', async ({ page, request }) => {
  const headers = await editorAuthorization(request);
  const username = `redacteur-${Date.now()}`;
  const password = 'a password for the test only';
  const created = await request.post('/api/accounts/', { headers, data: { username, password, role: 'editor' } });
  expect(created.status()).toBe(201);

  // The admin sees the screen.
  await signIn(page);
  await page.goto('/admin/accounts');
  await expect(page.getByRole('cell', { name: username })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: /profil|compte|user|e2e-editor/i }).click();
  await page.getByRole('menuitem', { name: /déconnexion/i }).click();

  await signIn(page, username, password);
  await expect(page.getByRole('menuitem', { name: 'Comptes' })).toHaveCount(0);
  await page.goto('/admin/accounts');
  await expect(page.getByRole('cell', { name: username })).toHaveCount(0);
  const login = await request.post('/api/auth-jwt/', { data: { username, password } });
  const { token } = (await login.json()) as { token: string };
  expect((await request.get('/api/accounts/', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  expect((await request.get('/api/admin/accounts/', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
});

test('the newsletter’s subscribers are exported as CSV', async ({ page, request }) => {
  const email = `csv-${Date.now()}@example.com`;
  const signUp = await request.post('/api/newsletter/?language=fr-be', { data: { email, consent: true }, headers: { 'x-forwarded-for': '10.77.0.9' } });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);

  await signIn(page);
  await page.goto('/admin/newsletter_subscribers');
  await page.getByLabel('Adresse contient').fill(email);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expectNoViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await new Response((await download.createReadStream()) as unknown as ReadableStream).text();
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,locale,email,status,created_at,confirmed_at,unsubscribed_at');
  expect(lines.slice(1)).toEqual([expect.stringContaining(`,fr-be,${email},pending,`)]);
});

test('the audit log, the robots.txt and the inbox screens pass axe', async ({ page }) => {
  // Six screens, each loading the back-office anew: a minute each on a busy two-core machine.
  test.setTimeout(6 * 60_000);
  await signIn(page);
  for (const [path, heading] of [
    ['/admin/audit_log', 'Journal des modifications'],
    ['/admin/robots', 'robots.txt en vigueur'],
    ['/admin/contact_messages', 'Messages de contact'],
    ['/admin/proposed_stores', 'Boutiques proposées'],
    ['/admin/shared_promotions', 'Promotions partagées'],
    ['/admin/consent_records', 'Consentements'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(heading).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  }
});

test('editors see the codes visitors say fail, and the store alerts asked for', async ({ page, request, playwright }) => {
  test.setTimeout(4 * 60_000);
  // A running coupon of the second page of promotions: no other test votes on it.
  const list = (await (await request.get('/api/promotions/?language=fr-be&size=100')).json()) as { results: { id: number; title: string; stores: { id: number }[] }[] };
  const promotion = list.results[list.results.length - 1]!;
  for (let n = 1; n <= 5; n += 1) {
    // Five visitors, each a client of its own and without another's cookie.
    const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const voted = await visitor.post(`/api/promotions/${promotion.id}/vote/?language=fr-be`, { data: { worked: n === 5 }, headers: { 'x-forwarded-for': `10.78.0.${n}` } });
    expect(voted.status()).toBe(200);
    await visitor.dispose();
  }
  const email = `alert-${Date.now()}@example.com`;
  const subscribed = await request.post(`/api/stores/${promotion.stores[0]!.id}/alerts/?language=fr-be`, { data: { email }, headers: { 'x-forwarded-for': '10.78.1.1' } });
  expect(subscribed.status(), await subscribed.text()).toBe(202);

  await signIn(page);
  await page.goto('/admin/flagged_promotions');
  const row = page.getByRole('row').filter({ hasText: promotion.title });
  await expect(row).toContainText('20 % (1 sur 5)');
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page);

  await page.goto('/admin/store_alerts');
  const alert = page.getByRole('row').filter({ hasText: email });
  await expect(alert).toContainText('En attente de confirmation');
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page);
});
