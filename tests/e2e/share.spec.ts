import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './discovery-fixtures';
import { findStore, type ApiPromotion } from './store-fixtures';

const LOCALES = [
  { locale: 'fr-be', prefix: '', share: 'Partager', copy: 'Copier le lien', email: 'Envoyer par e-mail', whatsapp: 'Partager sur WhatsApp', copied: 'Lien copié' },
  { locale: 'nl-be', prefix: '/nl-be', share: 'Delen', copy: 'Link kopiëren', email: 'Versturen per e-mail', whatsapp: 'Delen via WhatsApp', copied: 'Link gekopieerd' },
  { locale: 'fr-fr', prefix: '/fr-fr', share: 'Partager', copy: 'Copier le lien', email: 'Envoyer par e-mail', whatsapp: 'Partager sur WhatsApp', copied: 'Lien copié' },
] as const;

async function storePage(page: Page, request: Parameters<typeof findStore>[0], locale: string, prefix: string) {
  const { store, active } = await findStore(request, (lists) => lists.active.count > 0);
  const promotion: ApiPromotion = active.results[0]!;
  const { slug } = (await (await request.get(`/api/stores/${store.id}/?language=${locale}`)).json()) as { slug: string };
  await page.goto(`${prefix}/${slug}`);
  await hydrated(page);
  const card = page.locator('#promotions').locator(`[data-promotion-id="${promotion.id}"]`);
  // The title in the page's locale.
  const title = await card.getByRole('heading').innerText();
  return { card, title, address: new URL(`${prefix}/${slug}?promotion=${promotion.id}`, page.url()).toString() };
}

for (const { locale, prefix, share, copy, email, whatsapp, copied } of LOCALES) {
  test(`${locale}: on a computer, share offers the link to copy, an e-mail and messaging links, and "copied" moves nothing`, async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { card, title, address } = await storePage(page, request, locale, prefix);
    const button = card.getByRole('button', { name: new RegExp(`^${share}`) });
    const before = await card.boundingBox();
    await button.click();
    const panel = page.getByRole('group', { name: new RegExp(title.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('button', { name: copy })).toBeFocused();
    const mail = new URL((await panel.getByRole('link', { name: email }).getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(decodeURIComponent(mail.search)).toContain(address);
    const chat = new URL((await panel.getByRole('link', { name: new RegExp(whatsapp) }).getAttribute('href'))!);
    expect(chat.host).toBe('wa.me');
    expect(chat.searchParams.get('text')).toContain(address);

    await panel.getByRole('button', { name: copy }).click();
    await expect(panel.getByRole('status')).toHaveText(copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    expect(await card.boundingBox()).toEqual(before);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test(`${locale}: on a phone, share opens the system share sheet with the promotion's address`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    // The browser here has no share sheet: a stand-in records what the page hands it.
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      navigator.share = async (data?: ShareData) => {
        shared.push(data ?? {});
      };
    });
    const page = await context.newPage();
    const { card, title, address } = await storePage(page, request, locale, prefix);
    await card.getByRole('button', { name: new RegExp(`^${share}`) }).tap();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title, url: address }]);
    await expect(page.getByRole('group', { name: new RegExp(copy) })).toHaveCount(0);
    await expect(card.locator('[popover]')).toBeHidden();
    await context.close();
  });
}
