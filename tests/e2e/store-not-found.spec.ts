import { expect, test, type Page } from '@playwright/test';

/** Slider cards whose whole box is inside the carousel's visible window. */
async function fullyVisibleSlides(page: Page): Promise<number> {
  return page.locator('[aria-roledescription="carousel"]').evaluate((carousel) => {
    const viewport = carousel.querySelector('.overflow-hidden')!.getBoundingClientRect();
    return [...carousel.querySelectorAll('[data-testid="slider-card"]')].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

test('the not-found page answers 404 with its title, a way home and the promotions slider', async ({ page, request }) => {
  const response = await page.goto('/not-found');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 page');
  await expect(page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');

  const slider = await request.get('/api/promotions/slider_promotions/?language=fr-be&size=20');
  const { results } = (await slider.json()) as { results: { title: string; stores: { name: string; slug: string }[] }[] };
  expect(results.length).toBeGreaterThan(5);
  const carousel = page.getByRole('region', { name: 'Les promotions du moment' });
  await expect(carousel.getByTestId('slider-card')).toHaveCount(results.length);
  const first = carousel.getByTestId('slider-card').first();
  await expect(first.getByRole('heading')).toHaveText(results[0]!.title);
  await expect(first.getByText(results[0]!.stores[0]!.name, { exact: true })).toBeVisible();
  await expect(first.getByRole('link')).toHaveAttribute('href', `/${results[0]!.stores[0]!.slug}`);

  // Any unknown address ends on the same page, in the visitor's locale.
  const unknown = await page.goto('/nl-be/bestaat-niet-xyz');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toBeVisible();
});

test('the slider shows 1, 3, 4 and 5 slides at 375, 1000, 1300 and 1500 pixels and loops', async ({ page }) => {
  for (const [width, slides] of [
    [375, 1],
    [1000, 3],
    [1300, 4],
    [1500, 5],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/not-found');
    await expect.poll(() => fullyVisibleSlides(page), { message: `${width}px` }).toBe(slides);
  }

  // Looping: from the first slide, "previous" goes to the last one.
  const carousel = page.getByRole('region', { name: 'Les promotions du moment' });
  const previous = carousel.getByRole('button', { name: 'Promotions précédentes' });
  await expect(previous).toBeEnabled();
  const lastTitle = await carousel.getByTestId('slider-card').last().getByRole('heading').textContent();
  await previous.click();
  await expect
    .poll(() =>
      carousel.evaluate((region) => {
        const viewport = region.querySelector('.overflow-hidden')!.getBoundingClientRect();
        const cards = [...region.querySelectorAll('[data-testid="slider-card"]')];
        const leftmost = cards
          .map((card) => ({ card, left: card.getBoundingClientRect().left }))
          .filter(({ left }) => left >= viewport.left - 1)
          .sort((a, b) => a.left - b.left)[0];
        return leftmost?.card.querySelector('h3')?.textContent;
      }),
    )
    .toBe(lastTitle);
});
