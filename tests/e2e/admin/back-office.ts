import { expect, type Page } from '@playwright/test';
import { EDITOR } from '../editor';

/** The sign-in form at `path`; the back-office's code is one large chunk, fetched and compiled on a first visit. */
export async function openSignIn(page: Page, path = '/admin') {
  await page.goto(path);
  await expect(page.getByLabel(/identifiant/i)).toBeVisible({ timeout: 60_000 });
}

/** Fills in and sends the sign-in form, whatever the answer. */
export async function submitSignIn(page: Page, username: string = EDITOR.username, password: string = EDITOR.password) {
  await openSignIn(page);
  await page.getByLabel(/identifiant/i).fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: /connexion/i }).click();
}

/** The dashboard once its charts' code, which loads with it, has come. */
export const dashboardShown = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Clics sortants par jour (30 jours)' })).toBeVisible({ timeout: 60_000 });

/** Signed in, on the dashboard. */
export async function signIn(page: Page, username: string = EDITOR.username, password: string = EDITOR.password) {
  await submitSignIn(page, username, password);
  await dashboardShown(page);
}
