import { expect, test, type Page, type Route } from '@playwright/test';
import { SITES, messagesOf } from './discovery-fixtures';

/**
 * The header search, the forms and the locale switcher are drawn by the server and get their code
 * once the page has settled (src/components/ui/settled-island.tsx). What a visitor does before that
 * code arrives must not be lost: these tests hold every script requested after the page's load
 * event, act on the server's markup, then let the scripts through.
 */

/**
 * Opens `path` with every script the page's HTML does not name held back (the chunks its
 * islands fetch once it has settled), or with `all` every script (the page is not hydrated),
 * until `release` is called.
 */
async function openHoldingLateScripts(page: Page, path: string, { all = false } = {}): Promise<{ release: () => Promise<void>; held: () => number }> {
  const html = await (await page.request.get(path)).text();
  // The chunks a cached page names, run as it writes them or once it has painted (data-deferred-src).
  const named = new Set([...html.matchAll(/<script[^>]+(?:src|data-deferred-src)="([^"]+)"/g)].map((match) => new URL(match[1]!, 'http://x').pathname));
  const waiting: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (holding && (all || !named.has(new URL(route.request().url()).pathname))) waiting.push(route);
    else await route.continue();
  });
  await page.goto(path, { waitUntil: 'load' });
  return {
    held: () => waiting.length,
    release: async () => {
      holding = false;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
    },
  };
}

for (const site of SITES) {
  const header = messagesOf(site.locale).Header as unknown as { search: { label: string } };

  test(`${site.locale}: text typed into the search box before its code came is kept, with the focus, and suggested on`, async ({ page }) => {
    const scripts = await openHoldingLateScripts(page, `${site.prefix}/`);
    const box = page.getByRole('searchbox', { name: header.search.label });
    await box.click();
    await box.pressSequentially('esp');
    await expect.poll(scripts.held).toBeGreaterThan(0);
    // The server's form: no combobox yet.
    await expect(page.getByRole('combobox', { name: header.search.label })).toHaveCount(0);

    await scripts.release();
    const combobox = page.getByRole('combobox', { name: header.search.label });
    await expect(combobox).toHaveValue('esp');
    await expect(combobox).toBeFocused();
    await combobox.press('End');
    await combobox.pressSequentially('a');
    await expect(combobox).toHaveValue('espa');
    await expect(page.getByRole('listbox')).toBeVisible();
  });
}

test('a newsletter address sent before the form had its code is sent once the code comes', async ({ page }) => {
  const scripts = await openHoldingLateScripts(page, '/nl-be/over-ons');
  const footer = page.getByRole('contentinfo');
  const box = footer.getByRole('textbox', { name: 'Je e-mailadres' });
  await box.fill(`wachtend.${Date.now()}@example.be`);
  await box.press('Enter');
  await expect.poll(scripts.held).toBeGreaterThan(0);
  // Held, not sent by the browser on its own: the page is still there.
  await expect(page).toHaveURL(/\/nl-be\/over-ons$/);

  const response = page.waitForResponse((r) => r.url().includes('/api/newsletter/'));
  await scripts.release();
  expect((await response).status()).toBeLessThan(300);
  await expect(footer.getByRole('status')).toContainText(/kijk in je mailbox/i);
});

test('an address typed into the contact form before its code came is checked once it comes', async ({ page }) => {
  const scripts = await openHoldingLateScripts(page, '/contact');
  const form = page.getByRole('main').locator('form');
  const email = form.getByRole('textbox', { name: 'Adresse e-mail' });
  await email.fill('pas-une-adresse');
  await form.getByRole('textbox', { name: 'Message' }).fill('Bonjour à vous');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect.poll(scripts.held).toBeGreaterThan(0);

  await scripts.release();
  await expect(email).toHaveValue('pas-une-adresse');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
});

test('a locale chosen before the switcher had its code leads to the same page in that locale', async ({ page }) => {
  const scripts = await openHoldingLateScripts(page, '/a-propos');
  const switcher = page.getByRole('navigation', { name: 'Choisir le site' });
  await switcher.getByRole('link', { name: /^BE·NL/ }).click();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/a-propos$/);

  await scripts.release();
  await expect(page).toHaveURL(/\/nl-be\/over-ons$/);
});

test('a header menu pressed before the navigation had its code opens once the code comes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = await openHoldingLateScripts(page, '/a-propos');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const categories = nav.getByRole('button', { name: 'Catégories', exact: true });
  // The server's markup: the menu's links are in the page, closed.
  const menu = page.locator(`#${await categories.getAttribute('aria-controls')}`);
  expect(await menu.getByRole('link', { includeHidden: true }).count()).toBeGreaterThan(10);
  await categories.click();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await expect(categories).toHaveAttribute('aria-expanded', 'false');

  await scripts.release();
  const opened = nav.getByRole('button', { name: 'Catégories', exact: true });
  await expect(opened).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await opened.getAttribute('aria-controls')}`).getByRole('link').first()).toBeVisible();
});

test('the menus drawn by the server are not sent a second time in the page payload', async ({ request }) => {
  const html = await (await request.get('/a-propos')).text();
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((match) => match[1]).join('');
  const markup = html.replace(/<script>self\.__next_f.*?<\/script>/gs, '');
  // The menus' links are in the markup, and in the payload only as the navigation's props.
  expect(markup.match(/class="menu-link"/g)?.length ?? 0).toBeGreaterThan(40);
  expect(payload).not.toContain('menu-link');
});

test('a form on a page reached by a client navigation is drawn, with its code', async ({ page }) => {
  await page.goto('/a-propos');
  const footer = page.getByRole('contentinfo');
  // The newsletter form is live once the page has settled.
  await expect(footer.getByRole('button', { name: /inscri/i })).toBeVisible();
  await footer.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const form = page.getByRole('main').locator('form');
  await expect(form.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
  await form.getByRole('button', { name: 'Envoyer' }).click();
  // Checked by the form's code, not sent by the browser.
  await expect(form.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/contact$/);
});

test('a cached page runs its code once it has painted; a click on a button or an island before that is done once it runs', async ({ page, request }) => {
  const html = await (await request.get('/a-propos')).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
  expect(html).toMatch(/<script type="text\/plain" data-deferred-src="\/_next\/static\/chunks\//);
  // Each one asks the browser to compile it whole, off its main thread (src/build/compile-hints.mjs).
  for (const [, src] of html.matchAll(/data-deferred-src="([^"]+)"/g)) {
    expect((await (await request.get(src!)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = await openHoldingLateScripts(page, '/a-propos', { all: true });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const categories = nav.getByRole('button', { name: 'Catégories', exact: true });
  await categories.click();
  await expect(categories).toHaveAttribute('aria-expanded', 'false');

  await scripts.release();
  await expect(nav.getByRole('button', { name: 'Catégories', exact: true })).toHaveAttribute('aria-expanded', 'true');
});

test('a newsletter address sent before the page’s code ran is sent by the form once it runs, never as a plain form', async ({ page }) => {
  const scripts = await openHoldingLateScripts(page, '/nl-be/over-ons', { all: true });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Je e-mailadres' }).fill(`vroeg.${Date.now()}@example.be`);
  await footer.getByRole('textbox', { name: 'Je e-mailadres' }).press('Enter');
  await expect(page).toHaveURL(/\/nl-be\/over-ons$/);

  const response = page.waitForResponse((r) => r.url().includes('/api/newsletter/'));
  await scripts.release();
  expect((await response).status()).toBeLessThan(300);
  await expect(footer.getByRole('status')).toContainText(/kijk in je mailbox/i);
  await expect(page).toHaveURL(/\/nl-be\/over-ons$/);
});

test('a comparator filter chosen before the page’s code ran applies once it runs', async ({ page }) => {
  const scripts = await openHoldingLateScripts(page, '/comparateur', { all: true });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  const country = page.locator('#comparator-panel').getByLabel('Pays', { exact: true });
  const value = await country.locator('option:not([disabled])').nth(1).getAttribute('value');
  await country.selectOption(value!);
  await expect(page).toHaveURL(/\/comparateur$/);

  await scripts.release();
  await expect(page).toHaveURL(new RegExp(`\\?country=${value}$`));
  await expect(country).toHaveValue(value!);
});

test('a comparator filter chosen on the hydrated page before the comparator’s code came applies once it comes, with the focus', async ({ page }) => {
  const scripts = await openHoldingLateScripts(page, '/comparateur');
  await page.waitForFunction(() => (window as { __earlyInputTaken?: boolean }).__earlyInputTaken === true);
  const nights = page.getByRole('group', { name: 'Nombre de nuits' }).getByRole('radio');
  await nights.nth(2).check();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/comparateur$/);

  await scripts.release();
  await expect(page).toHaveURL(/\?duration=6-10$/);
  await expect(nights.nth(2)).toBeChecked();
  await expect(nights.nth(2)).toBeFocused();
});

test('a switch turned, then the phone’s filters opened, before the page’s code ran take effect once it runs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = await openHoldingLateScripts(page, '/comparateur', { all: true });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await page.getByRole('switch', { name: 'Last Minutes' }).check();
  // The phone's filters button is a link to the panel until the page runs its code.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: /^Filtres/ }).click();
  await expect(page).toHaveURL(/\/comparateur$/);

  await scripts.release();
  await expect(page).toHaveURL(/\?last=true$/);
  await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
});
