import { expect, test, type Page } from '@playwright/test';
import { messagesOf, SITES } from './discovery-fixtures';

/** Elements (`selector`) whose whole box is inside the carousel's visible window. */
async function wholeInside(page: Page, selector: string): Promise<number> {
  return page.locator('[aria-roledescription="carousel"]').evaluate((carousel, selector) => {
    // The scrolling box that holds the slides: what it shows is the carousel's visible window.
    const viewport = carousel.querySelector('[aria-roledescription="slide"]')!.parentElement!.getBoundingClientRect();
    return [...carousel.querySelectorAll(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  }, selector);
}

test('the not-found page answers 404 with its title, a way home and the promotions slider', async ({ page, request }) => {
  const response = await page.goto('/not-found');
  expect(response?.status()).toBe(404);
  // Its heading in the visitor's language, like the rest of the page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erreur 404');
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fout 404');
  await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toBeVisible();
});

/** The title of the card the carousel has settled on: its box starts at the visible window's left edge. */
async function settledTitle(page: Page, name: string): Promise<string | null | undefined> {
  return page.getByRole('region', { name }).evaluate((region) => {
    const viewport = region.querySelector('[aria-roledescription="slide"]')!.parentElement!.getBoundingClientRect();
    const cards = [...region.querySelectorAll('[data-testid="slider-card"]')];
    const settled = cards
      .map((card) => ({ card, left: card.getBoundingClientRect().left }))
      .find(({ left }) => Math.abs(left - viewport.left) <= 1);
    return settled?.card.querySelector('h3')?.textContent;
  });
}

for (const site of SITES) {
  const t = messagesOf(site.locale);
  const title = t.NotFound!.sliderTitle!;

  test(`the slider shows exactly 1, 3, 4 and 5 whole cards at 375, 1000, 1300 and 1500 pixels in ${site.locale}`, async ({ page }) => {
    for (const [width, cards] of [
      [375, 1],
      [1000, 3],
      [1300, 4],
      [1500, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.prefix}/not-found`);
      const carousel = page.getByRole('region', { name: title });
      await carousel.scrollIntoViewIfNeeded();
      // Once its script runs (it loops: "previous" is enabled), and as plain CSS before: the same count.
      await expect(carousel.getByRole('button', { name: t.Promotions!.sliderPrevious!, exact: true })).toBeEnabled();
      await expect.poll(() => wholeInside(page, '[data-testid="slider-card"]'), { message: `cards at ${width}px` }).toBe(cards);
      // A slide's box is its card's box: the gap between cards is outside both.
      expect(await wholeInside(page, '[aria-roledescription="slide"]'), `slides at ${width}px`).toBe(cards);
    }
  });

  test(`the slider loops and moves with its labelled buttons, the arrow keys, the Tab key and a swipe in ${site.locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${site.prefix}/not-found`);
    const carousel = page.getByRole('region', { name: title });
    const cards = carousel.getByTestId('slider-card');
    const previous = carousel.getByRole('button', { name: t.Promotions!.sliderPrevious!, exact: true });
    const next = carousel.getByRole('button', { name: t.Promotions!.sliderNext!, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await expect(previous).toBeEnabled();
    const titles = (await cards.getByRole('heading').allTextContents()).map((text) => text.trim());
    expect(titles.length).toBeGreaterThan(5);
    expect(await settledTitle(page, title)).toBe(titles[0]);

    // Looping: from the first card, "previous" goes to the last one; "next" comes back.
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => settledTitle(page, title)).toBe(titles.at(-1));
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => settledTitle(page, title)).toBe(titles[0]);

    // The arrow keys while the focus is inside the carousel.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => settledTitle(page, title)).toBe(titles[1]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => settledTitle(page, title)).toBe(titles[0]);

    // A link tabbed to in a slide out of view brings that slide into view.
    await cards.first().getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(cards.nth(1).getByRole('link')).toBeFocused();
    await expect.poll(() => settledTitle(page, title)).toBe(titles[1]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => settledTitle(page, title)).toBe(titles[0]);

    // A swipe to the left with a finger (the browser's own scrolling) settles on the next card.
    const box = (await carousel.getByRole('group').first().boundingBox())!;
    const y = box.y + 60;
    const touch = await page.context().newCDPSession(page);
    await touch.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      touch.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await finger('touchStart', box.x + box.width * 0.8);
    for (let step = 1; step <= 10; step += 1) await finger('touchMove', box.x + box.width * (0.8 - 0.06 * step));
    await finger('touchEnd', box.x + box.width * 0.2);
    await expect.poll(() => settledTitle(page, title)).toBe(titles[1]);
  });
}
