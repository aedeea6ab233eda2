import { expect, test, type Page } from '@playwright/test';
import { axe, transitionsEnded } from '../a11y-fixtures';
import { EDITOR } from '../editor';

/** axe finds no WCAG 2.2 AA violation on the back-office's sign-in, a list, an edit form and the dashboard, phone and desktop. */

async function violations(page: Page) {
  await transitionsEnded(page);
  const results = await axe(page).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Four screens of a client application, each audited, on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

for (const width of [375, 1280]) {
  test(`the back-office at ${width} px: sign-in, dashboard, a list and an edit form`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    // The back-office's code is one large chunk, fetched and compiled on a first visit.
    await expect(page.getByLabel(/identifiant/i)).toBeVisible({ timeout: 60_000 });
    expect(await violations(page)).toEqual([]);

    await page.getByLabel(/identifiant/i).fill(EDITOR.username);
    await page.locator('input[name=password]').fill(EDITOR.password);
    await page.getByRole('button', { name: /connexion/i }).click();
    // The charts' code loads with the dashboard.
    await expect(page.getByRole('table', { name: 'Boutiques les plus cliquées (30 jours)' })).toBeVisible({ timeout: 60_000 });
    expect(await violations(page)).toEqual([]);

    await page.goto('/admin/promotions');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // The table scrolls inside its card: the page keeps the screen's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // A selected row brings the bulk actions over the filters, whole (nothing clips them) and named.
    await page.getByRole('row').nth(1).getByRole('checkbox').check();
    for (const name of ['Terminer maintenant', 'Supprimer']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    expect(await violations(page)).toEqual([]);

    const { results } = (await (await request.get('/api/promotions/?size=1')).json()) as { results: { id: number }[] };
    await page.goto(`/admin/promotions/${results[0]!.id}`);
    await expect(page.getByRole('tab', { name: 'Français (Belgique)' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
