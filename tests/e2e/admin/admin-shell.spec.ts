import { expect, test } from '@playwright/test';
import { EDITOR } from '../editor';
import { dashboardShown, openSignIn, submitSignIn } from './back-office';

/**
 * The back-office's door: a visitor without a token sees the sign-in screen and no data; the page
 * is kept out of search engines and shared caches, and runs only the scripts its policy names.
 */

test('the back-office is noindex, never stored, and trusts its scripts by a nonce', async ({ request }) => {
  const response = await request.get('/admin/promotions');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toContain('no-store');
  const policy = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([\w+/=]+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toContain("'unsafe-inline' 'nonce");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  // Every inline script of the page carries the response's nonce.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!);
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
});

test('a visitor without a token gets the sign-in screen and no data, and a wrong password says so', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !request.url().includes('/api/auth-jwt/')) calls.push(request.url());
  });
  await openSignIn(page, '/admin/promotions');
  expect(calls).toEqual([]);

  await submitSignIn(page, EDITOR.username, 'not the password');
  await expect(page.getByText(/authentification|identifiants|invalid/i).first()).toBeVisible();
  await expect(page.getByLabel(/identifiant/i)).toBeVisible();
});

test('an editor signs in, sees the dashboard with its figures as tables, stays signed in on reload, and signs out', async ({ page }) => {
  await submitSignIn(page);
  await dashboardShown(page);
  await expect(page.getByRole('table', { name: 'Boutiques les plus cliquées (30 jours)' })).toBeVisible();
  await page.getByText('Voir les chiffres').first().click();
  await expect(page.getByRole('table', { name: 'Clics sortants par jour' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clics sortants par jour' }).getByRole('row')).toHaveCount(31);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Clics sortants par jour (30 jours)' })).toBeVisible();

  await page.getByRole('button', { name: `${EDITOR.username} (compte)` }).click();
  await page.getByRole('menuitem', { name: /déconnexion/i }).click();
  await expect(page.getByLabel(/identifiant/i)).toBeVisible();
  await openSignIn(page);
});

test('an expired session sends the editor to sign-in, then back to the screen they were on', async ({ page }) => {
  await submitSignIn(page);
  await dashboardShown(page);
  // The token as a revoked one looks to the API: refused with 401.
  await page.evaluate(() => {
    const session = JSON.parse(sessionStorage.getItem('admin.session') ?? '{}') as { token: string; expiresAt: number };
    sessionStorage.setItem('admin.session', JSON.stringify({ ...session, token: `${session.token}x` }));
  });
  // A full load of the back-office's code, as openSignIn waits for it.
  await page.goto('/admin');
  await expect(page.getByLabel(/identifiant/i)).toBeVisible({ timeout: 60_000 });
});
