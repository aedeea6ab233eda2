import { expect, test } from '@playwright/test';

const homes = [
  { path: '/', lang: 'fr-be', heading: /codes promo/i },
  { path: '/nl-be', lang: 'nl-be', heading: /kortingscodes/i },
  { path: '/fr-fr', lang: 'fr-fr', heading: /codes promo/i },
];

for (const home of homes) {
  test(`home of ${home.lang} lists seeded stores`, async ({ page }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    expect(await page.getByRole('listitem').count()).toBeGreaterThan(3);
  });
}
