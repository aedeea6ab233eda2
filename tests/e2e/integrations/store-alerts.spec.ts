import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, hydrated, messagesOf, SITES, type ApiPage, type Site } from '../discovery-fixtures';
import { editorAuthorization } from '../editor';
import { beNewVisitor, type ApiStore } from '../store-fixtures';
import { mailsTo, urlsOf } from './mail-fixtures';

/**
 * Store alerts end to end, on the server with a mail server configured (the fixture SMTP server,
 * whose mails this project reads): the sign-up on a store page, the confirmation mail, its link's
 * page, which confirms on its button only, and the unsubscribe page. Where a subscription stands
 * is read as an editor reads it, through `GET /api/store-alerts/?store_id=`.
 */

type Texts = {
  form: Record<string, string>;
  confirm: Record<string, string>;
  unsubscribe: Record<string, string>;
  confirmMail: Record<string, string>;
  storeLink: string;
};

const textsOf = (site: Site) => (messagesOf(site.locale) as unknown as { StoreAlerts: Texts }).StoreAlerts;

/** A message with its values filled in, as the page shows it. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

const addressFor = (site: Site) => `alert.${site.locale}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.be`;

async function firstStore(request: APIRequestContext, site: Site): Promise<ApiStore & { path: string }> {
  const { results } = await api<ApiPage<ApiStore>>(request, '/stores/?size=1', site.locale);
  expect(results[0], `a store in ${site.locale}`).toBeTruthy();
  return { ...results[0]!, path: `${site.prefix}/${results[0]!.slug}` };
}

/** The editor's header, from one login for the whole file: logins are rate-limited. */
let editor: Promise<Record<string, string>> | undefined;

/** Where `email`'s subscription to the store stands, as the back-office lists it. */
async function statusOf(request: APIRequestContext, storeId: number, email: string): Promise<string | undefined> {
  editor ??= editorAuthorization(request);
  const response = await request.get(`/api/store-alerts/?store_id=${storeId}`, { headers: await editor });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: { email: string; status: string }[] };
  return results.find((row) => row.email === email)?.status;
}

const alertBox = (page: Page, site: Site, store: ApiStore) => page.getByRole('region', { name: fill(textsOf(site).form.title!, { store: store.name }) });

/** Opens a link's page as a scanner (GET without a browser) and as a visitor: it shows the prompt and the button, and changes nothing. */
async function openLink(page: Page, request: APIRequestContext, url: string, site: Site, kind: 'confirm' | 'unsubscribe', values: Record<string, string>) {
  const texts = textsOf(site)[kind];
  expect((await request.get(url)).status()).toBe(200);
  const response = await page.goto(url);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toMatch(/no-store|private/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('[data-subscription]')).toHaveText(fill(texts.prompt!, values));
  await expect(page.locator('[data-outcome]')).toHaveCount(0);
  return page.getByRole('button', { name: texts.submit, exact: true });
}

/**
 * Subscribes `email` on the store's page as a visitor: first with a bad address, which the form
 * refuses without sending it, then with `email`, which the API accepts.
 */
async function subscribe(page: Page, site: Site, store: ApiStore & { path: string }, email: string) {
  const texts = textsOf(site).form;
  await page.goto(store.path);
  await hydrated(page);
  const box = alertBox(page, site, store);
  const field = box.getByRole('textbox', { name: texts.label });
  const submit = box.getByRole('button', { name: texts.submit });

  // A bad address: the field says why, is marked invalid and takes the focus; nothing is sent.
  await field.fill('not-an-address');
  await submit.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(texts.invalidEmail!);

  // A good one: 202, and the live region under the button tells the visitor to check the mailbox.
  await field.fill(email);
  const sent = page.waitForResponse((response) => response.url().includes(`/api/stores/${store.id}/alerts/`) && response.request().method() === 'POST');
  await submit.click();
  expect((await sent).status()).toBe(202);
  const status = box.getByRole('status');
  await expect(status).toHaveText(texts.success!);
  await expect(status).toBeInViewport();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

test.describe('store alerts with double opt-in', () => {
  test.beforeEach(async ({ context }) => {
    await beNewVisitor(context);
  });

  for (const site of SITES) {
    test(`${site.locale}: subscribe on a store page, confirm from the mail's link, then unsubscribe`, async ({ page, request }) => {
      const texts = textsOf(site);
      const store = await firstStore(request, site);
      const email = addressFor(site);
      const values = { email, store: store.name };

      await subscribe(page, site, store, email);

      // The mail, in the locale, with the two pages' links under the locale's prefix.
      const [mail] = await mailsTo(request, email);
      expect(mail!.subject).toBe(fill(texts.confirmMail.subject!, values));
      const urls = urlsOf(mail!);
      const confirm = urls.find((url) => url.includes('/store-alerts/confirm?token='));
      const unsubscribe = urls.find((url) => url.includes('/store-alerts/unsubscribe?token='));
      expect(confirm, mail!.text).toBeTruthy();
      expect(unsubscribe, mail!.text).toBeTruthy();
      expect(new URL(confirm!).pathname).toBe(`${site.prefix}/store-alerts/confirm`);
      expect(await statusOf(request, store.id, email)).toBe('pending');

      // Opening the link confirms nothing; its button does, and the outcome takes the focus.
      const confirmButton = await openLink(page, request, confirm!, site, 'confirm', values);
      await page.reload();
      expect(await statusOf(request, store.id, email)).toBe('pending');
      await hydrated(page);
      await confirmButton.click();
      const outcome = page.getByRole('status').filter({ hasText: fill(texts.confirm.confirmed!, values) });
      await expect(outcome).toHaveAttribute('data-outcome', 'confirmed');
      await expect(outcome).toBeFocused();
      await expect(confirmButton).toHaveCount(0);
      expect(await statusOf(request, store.id, email)).toBe('active');
      // The way on is the store's page.
      await expect(page.getByRole('link', { name: fill(texts.storeLink, values) })).toHaveAttribute('href', store.path);

      // Opened again, it says so, with no button.
      await page.goto(confirm!);
      await expect(page.locator('[data-outcome]')).toHaveText(fill(texts.confirm.confirmed!, values));

      // The unsubscribe page ends nothing when opened; its button does.
      const unsubscribeButton = await openLink(page, request, unsubscribe!, site, 'unsubscribe', values);
      expect(await statusOf(request, store.id, email)).toBe('active');
      await hydrated(page);
      await unsubscribeButton.click();
      await expect(page.getByRole('status').filter({ hasText: fill(texts.unsubscribe.done!, values) })).toHaveAttribute('data-outcome', 'unsubscribed');
      expect(await statusOf(request, store.id, email)).toBe('unsubscribed');
      await page.goto(unsubscribe!);
      await expect(page.locator('[data-outcome]')).toHaveText(fill(texts.unsubscribe.done!, values));
    });

    test(`${site.locale}: a link that is not valid says so clearly`, async ({ page }) => {
      const texts = textsOf(site);
      for (const token of ['x'.repeat(43), 'not-a-token!']) {
        const response = await page.goto(`${site.prefix}/store-alerts/confirm?token=${encodeURIComponent(token)}`);
        expect(response!.status()).toBe(200);
        await expect(page.locator('[data-outcome]')).toHaveText(texts.confirm.invalid!);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
      await page.goto(`${site.prefix}/store-alerts/unsubscribe?token=${'y'.repeat(43)}`);
      await expect(page.locator('[data-outcome]')).toHaveText(texts.unsubscribe.invalid!);
    });
  }

  test('nl-be: without JavaScript, the store page does not offer the form, and the link pages are plain forms', async ({ browser, page, request }) => {
    const site = SITES.find((s) => s.locale === 'nl-be')!;
    const texts = textsOf(site);
    const store = await firstStore(request, site);
    const email = addressFor(site);
    const values = { email, store: store.name };
    await subscribe(page, site, store, email);
    const [mail] = await mailsTo(request, email);
    const confirm = urlsOf(mail!).find((url) => url.includes('/store-alerts/confirm?token='))!;

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(store.path);
    const plainBox = alertBox(plain, site, store);
    await expect(plainBox.getByRole('textbox')).toBeHidden();
    await expect(plainBox.getByText(fill(texts.form.noScript!, values))).toBeVisible();

    const confirmButton = await openLink(plain, request, confirm, site, 'confirm', values);
    const posted = plain.waitForResponse((response) => response.url().includes('/api/store-alerts/confirm/') && response.request().method() === 'POST');
    await confirmButton.click();
    expect((await posted).status()).toBe(303);
    expect(new URL(plain.url()).pathname).toBe('/nl-be/store-alerts/confirm');
    await expect(plain.locator('[data-outcome]')).toHaveText(fill(texts.confirm.confirmed!, values));
    expect(await statusOf(request, store.id, email)).toBe('active');
    await context.close();
  });
});
