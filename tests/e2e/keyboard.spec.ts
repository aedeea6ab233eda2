import { expect, test, type Locator, type Page } from '@playwright/test';
import { consentBanner, fixedPath, showConsentBanner } from './a11y-fixtures';
import { messagesOf, SITES } from './discovery-fixtures';
import { beNewVisitor, findStore, isCoupon, stubExternalSites } from './store-fixtures';

/**
 * Keyboard-only visits: every control is reached with Tab or Shift+Tab and used with Enter, Space,
 * arrows or Escape, and shows a visible focus indicator when it has the focus. Clicks appear only
 * where a test checks what the mouse does not (none here); shell.spec.ts and
 * store-engagement.spec.ts cover the arrow keys of the menus and of the rating.
 */

const fr = messagesOf('fr-be') as unknown as Record<string, Record<string, string> & Record<string, Record<string, string>>>;
const site = SITES[0];

/** Upper bound of Tab presses to reach anything on one page; a loop past it is a failure. */
const MAX_TABS = 150;

/** Where the focus is, seen from `target`: whether it is the target, and how the focused control shows it. */
type FocusStop = { isTarget: boolean; outline: string; shadow: string; focusVisible: boolean; html: string };

/**
 * The focused control and the ring it draws: the control itself, or the label around a visually
 * hidden radio (the rating's stars). One round trip to the page, since a keyboard walk asks it at
 * every key.
 */
async function focusStop(target: Locator): Promise<FocusStop | null> {
  return target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const box = active.getBoundingClientRect();
    const drawn = box.width <= 1 && box.height <= 1 ? (active.closest('label') ?? active) : active;
    const style = getComputedStyle(drawn);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineWidth}` : '';
    const shadow = style.boxShadow !== 'none' && /\d+px/.test(style.boxShadow) ? style.boxShadow : '';
    return { isTarget: active === element, outline, shadow, focusVisible: active.matches(':focus-visible'), html: active.outerHTML.slice(0, 160) };
  });
}

/** The control has the focus, matches :focus-visible and draws an outline or a ring. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const stop = await focusStop(target);
  expect(stop?.focusVisible, 'the focused control matches :focus-visible').toBe(true);
  expect(stop?.outline || stop?.shadow, 'the focused control draws an outline or a focus ring').not.toBe('');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking each stop draws a visible focus. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses <= MAX_TABS; presses += 1) {
    const stop = await focusStop(target);
    if (stop?.isTarget) {
      await expectVisibleFocus(target);
      return;
    }
    // Every stop on the way must show where the focus is, not only the one we are after.
    if (stop && presses > 0) expect(stop.outline || stop.shadow, `visible focus on ${stop.html}`).not.toBe('');
    if (presses < MAX_TABS) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached within ${MAX_TABS} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Reaches the consent banner's "necessary only" button with Shift+Tab and presses it. */
async function answerConsentBanner(page: Page): Promise<void> {
  await expect(consentBanner(page)).toBeVisible();
  const necessary = consentBanner(page).getByRole('button', { name: fr.Layout!.consent!.acceptNecessary, exact: true });
  await tabTo(page, necessary, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(consentBanner(page)).toBeHidden();
}

/** Types like a keyboard does, key by key. */
async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the skip link, the header menus and the comparator link, by Tab, Enter, Space and Escape', async ({ page }) => {
    await page.goto(fixedPath(site, '/about'));
    const skip = page.getByRole('link', { name: fr.Header!.skipToContent });
    // Unfocused, nothing of it shows: neither the link nor its shadow above the page.
    await expect(skip).not.toBeInViewport();
    expect(await skip.evaluate((link) => getComputedStyle(link).boxShadow)).toBe('none');
    await tabTo(page, skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    // Back up to the header: Shift+Tab from the main content reaches the menu bar.
    const nav = page.getByRole('navigation', { name: fr.Header!.mainNav });
    const categories = nav.getByRole('button', { name: fr.Header!.categories, exact: true });
    await tabTo(page, categories, { backwards: true });
    await page.keyboard.press('Space');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await categories.getAttribute('aria-controls')}`);
    const firstLink = menu.getByRole('link').first();
    await tabTo(page, firstLink);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(menu.getByRole('link').nth(1));
    await page.keyboard.press('Escape');
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await expectVisibleFocus(categories);

    const destinations = nav.getByRole('button', { name: fr.Header!.destinations, exact: true });
    await tabTo(page, destinations, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(destinations).toHaveAttribute('aria-expanded', 'true');
    const destinationsMenu = page.locator(`#${await destinations.getAttribute('aria-controls')}`);
    await tabTo(page, destinationsMenu.getByRole('link').last());
    // Tabbing on out of the menu bar, into the page, closes the dropdown.
    await tabTo(page, page.getByRole('main').getByRole('link').first());
    await expect(destinations).toHaveAttribute('aria-expanded', 'false');
    await expect(destinationsMenu).toBeHidden();

    const comparator = page.getByRole('banner').getByRole('link', { name: fr.Header!.comparator, exact: true });
    await tabTo(page, comparator, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${fixedPath(site, '/comparator')}$`));
  });

  test('the search box: Tab to it, type, Enter leads to the search page', async ({ page }) => {
    await page.goto(fixedPath(site, '/about'));
    const search = page.getByRole('search');
    const box = search.getByRole('combobox', { name: fr.Header!.search!.label });
    await tabTo(page, box);
    await typeText(page, 'barcelone');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?str=barcelone$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('barcelone');

    // The submit button is reachable too and searches the same way.
    await tabTo(page, box);
    await typeText(page, 'plage');
    const submit = search.getByRole('button', { name: fr.Header!.search!.submit });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?str=plage$/);
  });

  test.describe('promotion dialog', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('opens from its card, keeps the focus inside, copies the code, links to the site and gives the focus back', async ({
      page,
      context,
      request,
    }) => {
      await stubExternalSites(context);
      const { store, active } = await findStore(request, (lists) => lists.active.results.some(isCoupon));
      const coupon = active.results.find(isCoupon)!;
      await page.goto(`/${store.slug}`);

      const opener = page
        .locator('#promotions')
        .locator(`[data-promotion-id="${coupon.id}"]`)
        .getByRole('button', { name: new RegExp(fr.Promotions!.showCode!) });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: coupon.title });
      await expect(dialog).toBeVisible();

      // The focus moves into the dialog, on its main action.
      const copy = dialog.getByRole('button', { name: fr.Promotions!.copyCode });
      await expectVisibleFocus(copy);
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('button', { name: fr.Promotions!.copied })).toBeFocused();
      await expect(dialog.getByRole('status').filter({ hasText: fr.Promotions!.copiedStatus! })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon.coupon!.code);

      // "Go to site" is a link, reached with Tab.
      const goToSite = dialog.getByRole('link', { name: new RegExp(fr.Promotions!.goToSite!) });
      // Through the click-out, which counts the click and answers 302 to the merchant.
      await expect(goToSite).toHaveAttribute('href', `/out/promotion/${coupon.id}`);
      await tabTo(page, goToSite);
      const merchant = context.waitForEvent('page');
      await page.keyboard.press('Enter');
      await (await merchant).close();
      await page.bringToFront();

      // Tab and Shift+Tab go round the dialog and never leave it.
      const stops = await dialog.evaluate(
        (element) =>
          [...element.querySelectorAll<HTMLElement>('a[href],button:not([disabled]),input,textarea,select,[tabindex]')].filter(
            (item) => item.tabIndex >= 0 && item.getClientRects().length > 0,
          ).length,
      );
      expect(stops).toBeGreaterThanOrEqual(3);
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let press = 0; press < stops + 2; press += 1) {
          await page.keyboard.press(key);
          expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} stays in the dialog`).toBe(true);
          await expectVisibleFocus(page.locator(':focus'));
        }
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectVisibleFocus(opener);
      await expect(page).not.toHaveURL(/promotion=/);

      // Opened again with Space, closed with its close button pressed by Enter.
      await page.keyboard.press('Space');
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole('button', { name: fr.UI!.close, exact: true });
      await tabTo(page, close, { backwards: true });
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });

  test('the rating: Tab to the stars, arrows choose, Tab to the vote button, Enter sends it', async ({ page, context, request }) => {
    await beNewVisitor(context);
    const { store } = await findStore(request, () => true);
    await page.goto(`/${store.slug}`);
    const group = page.getByRole('group', { name: new RegExp(fr.Store!.rateLegend!.replace('{store}', store.name).slice(0, 12), 'i') });
    const first = group.getByRole('radio').first();
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const three = group.getByRole('radio').nth(2);
    await expect(three).toBeChecked();
    await expectVisibleFocus(three);
    const vote = page.getByRole('button', { name: fr.Store!.rateSubmit, exact: true });
    await tabTo(page, vote);
    const sent = page.waitForResponse((response) => response.url().includes('/update_rating/'));
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: '3/5' })).toBeVisible();
  });

  test('the share-a-promotion form is filled and sent with the keyboard', async ({ page, request }) => {
    const { store } = await findStore(request, () => true);
    await page.goto(`/${store.slug}`);
    const form = page.locator('#share-promotion');
    const storeName = form.getByRole('textbox', { name: fr.Store!.shareStore, exact: true });
    await tabTo(page, storeName);
    await expect(storeName).toHaveValue(store.name);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(form.getByRole('textbox', { name: fr.Store!.shareCode, exact: true }));
    await typeText(page, 'ETE2026');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(form.getByRole('textbox', { name: fr.Store!.shareDetails, exact: true }));
    await typeText(page, '10 % dès 300 € sur les séjours en Crète.');
    const submit = form.getByRole('button', { name: fr.Store!.shareSubmit, exact: true });
    await tabTo(page, submit);
    const posted = page.waitForResponse((response) => response.url().includes('/share_promotion/'));
    await page.keyboard.press('Enter');
    expect((await posted).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(fr.Store!.shareSent!);
  });

  test('the contact form: an empty send takes the focus to the first error, then a full one is sent', async ({ page }) => {
    await page.goto(fixedPath(site, '/contact'));
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: fr.Contact!.email, exact: true });
    const send = main.getByRole('button', { name: fr.Contact!.send, exact: true });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(main.getByText(fr.Contact!.emailError!)).toBeVisible();
    await expectVisibleFocus(email);
    await typeText(page, 'claire@example.be');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(main.getByRole('textbox', { name: fr.Contact!.name, exact: true }));
    await typeText(page, 'Claire Dubois');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(main.getByRole('textbox', { name: fr.Contact!.message, exact: true }));
    await typeText(page, 'Bonjour, le code ETE2026 ne fonctionne plus chez ce voyagiste.');
    await tabTo(page, send);
    const sent = page.waitForResponse((response) => response.url().includes('/api/pages/send_email/'));
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(201);
    await expect(main.getByText(fr.Contact!.sent!, { exact: false })).toBeVisible();
  });

  test('the consent banner is answered with the keyboard', async ({ page }) => {
    await showConsentBanner(page);
    await page.goto(fixedPath(site, '/about'));
    await answerConsentBanner(page);
  });

  test('the newsletter sign-up in the footer, with the keyboard', async ({ page }) => {
    // The cookie settings are vanilla-cookieconsent's, which shows nothing to a browser it takes for a bot.
    await showConsentBanner(page);
    await page.goto(fixedPath(site, '/about'));
    await answerConsentBanner(page);
    const footer = page.getByRole('contentinfo');
    const box = footer.getByRole('textbox', { name: fr.Footer!.newsletter!.label });
    await tabTo(page, box);
    await typeText(page, 'pas-une-adresse');
    await page.keyboard.press('Enter');
    await expect(footer.getByText(fr.Footer!.newsletter!.invalidEmail!)).toBeVisible();
    await expectVisibleFocus(box);
    await page.keyboard.press('ControlOrMeta+A');
    await typeText(page, `claire.${Date.now()}@example.be`);
    const submit = footer.getByRole('button', { name: fr.Footer!.newsletter!.submit });
    await tabTo(page, submit);
    const sent = page.waitForResponse((response) => response.url().includes('/newsletter'));
    await page.keyboard.press('Enter');
    expect((await sent).ok()).toBe(true);
    await expect(footer.getByRole('status').filter({ hasText: fr.Footer!.newsletter!.success! })).toBeVisible();

    // The cookie settings button after it opens the consent preferences.
    const settings = footer.getByRole('button', { name: fr.Footer!.cookieSettings });
    await tabTo(page, settings);
    await page.keyboard.press('Enter');
    const preferences = page.getByRole('dialog', { name: fr.Layout!.consent!.preferencesTitle });
    await expect(preferences).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preferences).toBeHidden();
  });
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: false });

  test('the burger menu: opened with Enter, the focus kept inside, a section opened with Space, closed with Escape', async ({
    page,
  }) => {
    await page.goto(fixedPath(site, '/about'));
    const burger = page.getByRole('button', { name: fr.Header!.menu, exact: true });
    await tabTo(page, burger);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: fr.Header!.menu });
    await expect(panel).toBeVisible();
    await expectVisibleFocus(panel.getByRole('button', { name: fr.Header!.closeMenu }));

    const destinations = panel.getByRole('button', { name: fr.Header!.destinations, exact: true });
    await tabTo(page, destinations);
    await page.keyboard.press('Space');
    await expect(destinations).toHaveAttribute('aria-expanded', 'true');
    const firstLink = page.locator(`#${await destinations.getAttribute('aria-controls')}`).getByRole('link').first();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(firstLink);

    // Shift+Tab past the close button wraps to the end of the panel, never to the page behind.
    const close = panel.getByRole('button', { name: fr.Header!.closeMenu });
    await tabTo(page, close, { backwards: true });
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expectVisibleFocus(burger);

    // The close button closes it too, with Enter.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('the search box on a phone: Tab to it, type, Enter', async ({ page }) => {
    await page.goto(fixedPath(site, '/about'));
    const box = page.getByRole('search').getByRole('combobox', { name: fr.Header!.search!.label });
    await tabTo(page, box);
    await typeText(page, 'crète');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?str=cr%C3%A8te$/);
  });
});
