import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consentBanner, showConsentBanner } from '../a11y-fixtures';
import { hydrated, messagesOf, SITES, type Site } from '../discovery-fixtures';
import { beNewVisitor } from '../store-fixtures';
import { eventually, mailsTo, urlsOf, type Mail } from './mail-fixtures';
import { NEWSLETTER_SERVICE, THIRD_PARTY_ORIGIN } from './settings';

/**
 * The newsletter's double opt-in end to end, on the server with every integration configured: the
 * footer's sign-up, the mail as the fixture SMTP server received it, the confirmation and
 * unsubscribe pages its links open, and what the fixture newsletter service was sent.
 */

type Forwarded = { path: string; authorization: string | null; body: Record<string, unknown> };
type NewsletterTexts = {
  mail: Record<string, string>;
  confirm: Record<string, string>;
  unsubscribe: Record<string, string>;
};

const textsOf = (site: Site) => {
  const messages = messagesOf(site.locale) as unknown as { Newsletter: NewsletterTexts; Footer: { newsletter: Record<string, string> }; Layout: { consent: Record<string, string> } };
  return { ...messages.Newsletter, form: messages.Footer.newsletter, consent: messages.Layout.consent };
};

/** A message with its `{email}` filled in, as the page shows it. */
const withEmail = (text: string, email: string) => text.replace('{email}', email);

const addressFor = (site: Site) => `reader.${site.locale}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.be`;

const forwardedFor = async (request: APIRequestContext, email: string) =>
  (await (await request.get(`${THIRD_PARTY_ORIGIN}/newsletter/received?email=${encodeURIComponent(email)}`)).json()) as Forwarded[];

/** The links of a mail: the two pages, in its text and its HTML, and the one-click address of its header. */
function linksOf(mail: Mail) {
  const urls = urlsOf(mail);
  const confirm = urls.find((url) => url.includes('/newsletter/confirm?token='));
  const unsubscribe = urls.find((url) => url.includes('/newsletter/unsubscribe?token='));
  expect(confirm, mail.text).toBeTruthy();
  expect(unsubscribe, mail.text).toBeTruthy();
  expect(mail.html).toContain(confirm!.replace(/&/g, '&amp;'));
  expect(mail.html).toContain(unsubscribe!.replace(/&/g, '&amp;'));
  const oneClick = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(oneClick, JSON.stringify(mail.headers)).toMatch(/\/api\/newsletter\/unsubscribe\/\?token=[\w-]{43}$/);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  return { confirm: confirm!, unsubscribe: unsubscribe!, oneClick: oneClick! };
}

/**
 * Opens a link's page as a mail scanner would (HEAD, then GET without a browser), which must
 * change nothing, then as a visitor: the page shows the address and the button, and no outcome.
 */
async function openWithoutActing(page: Page, request: APIRequestContext, url: string, kind: 'confirm' | 'unsubscribe', site: Site, email: string) {
  const texts = textsOf(site);
  expect((await request.fetch(url, { method: 'HEAD' })).status()).toBe(200);
  expect((await request.get(url)).status()).toBe(200);
  const response = await page.goto(url);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toMatch(/no-store|private/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('[data-subscription]')).toHaveText(withEmail(texts[kind].prompt!, email));
  await expect(page.locator('[data-outcome]')).toHaveCount(0);
  return page.getByRole('button', { name: texts[kind].submit, exact: true });
}

/** The consent banner may cover the footer: a visitor answers it with "necessary only". */
async function dismissConsent(page: Page, site: Site) {
  const necessary = consentBanner(page).getByRole('button', { name: textsOf(site).consent.acceptNecessary, exact: true });
  await expect(necessary).toBeVisible();
  await necessary.click();
  await expect(consentBanner(page)).toBeHidden();
}

/**
 * Signs `email` up in the footer of the site's home page, as a visitor: the consent banner
 * answered, the captcha (when the server has one) solved by the form itself.
 */
async function signUpInFooter(page: Page, site: Site, email: string) {
  const texts = textsOf(site);
  await showConsentBanner(page);
  await page.goto(site.prefix || '/');
  await dismissConsent(page, site);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: texts.form.label }).fill(email);
  const sent = page.waitForResponse((response) => response.url().includes('/api/newsletter/') && response.request().method() === 'POST');
  await footer.getByRole('button', { name: texts.form.submit }).click();
  expect((await sent).status()).toBe(202);
  // Said in the polite live region, so a screen reader announces it.
  await expect(footer.getByRole('status').filter({ hasText: texts.form.success! })).toHaveText(texts.form.success!);
}

test.describe('newsletter with double opt-in', () => {
  test.beforeEach(async ({ context }) => {
    await beNewVisitor(context);
  });

  for (const site of SITES.filter((s) => s.locale !== 'fr-fr')) {
    test(`${site.locale}: sign up in the footer, confirm from the mail, then unsubscribe from it`, async ({ page, request }) => {
      const texts = textsOf(site);
      const email = addressFor(site);
      await signUpInFooter(page, site, email);

      // The mail, in the locale, with both links and the one-click headers.
      const [mail] = await mailsTo(request, email);
      expect(mail!.subject).toBe(texts.mail.subject);
      const links = linksOf(mail!);
      expect(new URL(links.confirm).pathname).toBe(`${site.prefix}/newsletter/confirm`);
      expect(new URL(links.unsubscribe).pathname).toBe(`${site.prefix}/newsletter/unsubscribe`);
      // Pending: nothing reaches the newsletter service before the address is confirmed.
      expect(await forwardedFor(request, email)).toEqual([]);

      // Opening the confirmation link (a scanner's HEAD and GET, the visitor's visit) confirms nothing.
      const confirmButton = await openWithoutActing(page, request, links.confirm, 'confirm', site, email);
      await page.reload();
      await expect(page.locator('[data-subscription]')).toHaveAttribute('data-subscription', 'pending');
      expect(await forwardedFor(request, email)).toEqual([]);

      // The button, with the keyboard: it says it is busy, then the outcome, which takes the focus.
      await hydrated(page);
      await confirmButton.focus();
      await page.keyboard.press('Enter');
      const outcome = page.getByRole('status').filter({ hasText: withEmail(texts.confirm.confirmed!, email) });
      await expect(outcome).toHaveAttribute('data-outcome', 'confirmed');
      await expect(outcome).toBeFocused();
      await expect(confirmButton).toHaveCount(0);

      // The service of the locale got it, with the locale's key, user, list and container.
      const [forwarded] = await eventually(() => forwardedFor(request, email), (list) => list.length >= 1, 'the forward');
      expect(forwarded).toMatchObject({
        authorization: `Bearer ${NEWSLETTER_SERVICE.keys[site.locale]}`,
        body: {
          action: 'subscribe',
          email,
          locale: site.locale,
          userId: NEWSLETTER_SERVICE.userIds[site.locale],
          listId: NEWSLETTER_SERVICE.listIds[site.locale],
          container: NEWSLETTER_SERVICE.containers[site.locale],
        },
      });

      // Opened again: it says the subscription is on, with no button, and nothing more is sent.
      await page.goto(links.confirm);
      await expect(page.locator('[data-outcome]')).toHaveText(withEmail(texts.confirm.confirmed!, email));
      await expect(page.getByRole('button', { name: texts.confirm.submit, exact: true })).toHaveCount(0);

      // Opening the unsubscribe link ends nothing; its button does, and the service is told.
      const unsubscribeButton = await openWithoutActing(page, request, links.unsubscribe, 'unsubscribe', site, email);
      expect((await forwardedFor(request, email)).map((entry) => entry.body.action)).toEqual(['subscribe']);
      await hydrated(page);
      await unsubscribeButton.click();
      await expect(page.getByRole('status').filter({ hasText: withEmail(texts.unsubscribe.done!, email) })).toHaveAttribute('data-outcome', 'unsubscribed');
      const after = await eventually(() => forwardedFor(request, email), (list) => list.length >= 2, 'the unsubscribe forward');
      expect(after[1]!.body).toMatchObject({ action: 'unsubscribe', email, locale: site.locale });
      await page.goto(links.unsubscribe);
      await expect(page.locator('[data-outcome]')).toHaveText(withEmail(texts.unsubscribe.done!, email));
    });
  }

  test('nl-be: without JavaScript, the buttons are plain forms that come back to the page with the outcome', async ({ browser, page, request }) => {
    const site = SITES.find((s) => s.locale === 'nl-be')!;
    const texts = textsOf(site);
    const email = addressFor(site);
    await signUpInFooter(page, site, email);
    const links = linksOf((await mailsTo(request, email))[0]!);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    const confirmButton = await openWithoutActing(plain, request, links.confirm, 'confirm', site, email);
    const posted = plain.waitForResponse((response) => response.url().includes('/api/newsletter/confirm/') && response.request().method() === 'POST');
    await confirmButton.click();
    expect((await posted).status()).toBe(303);
    expect(new URL(plain.url()).pathname).toBe('/nl-be/newsletter/confirm');
    await expect(plain.locator('[data-outcome]')).toHaveText(withEmail(texts.confirm.confirmed!, email));
    await eventually(() => forwardedFor(request, email), (list) => list.length >= 1, 'the forward');

    const unsubscribeButton = await openWithoutActing(plain, request, links.unsubscribe, 'unsubscribe', site, email);
    await unsubscribeButton.click();
    expect(new URL(plain.url()).pathname).toBe('/nl-be/newsletter/unsubscribe');
    await expect(plain.locator('[data-outcome]')).toHaveText(withEmail(texts.unsubscribe.done!, email));
    await context.close();
  });

  test('fr-fr: the one-click unsubscription of the List-Unsubscribe header (RFC 8058)', async ({ page, request }) => {
    const site = SITES.find((s) => s.locale === 'fr-fr')!;
    const email = addressFor(site);
    await signUpInFooter(page, site, email);
    const links = linksOf((await mailsTo(request, email))[0]!);
    expect(new URL(links.confirm).pathname).toBe('/fr-fr/newsletter/confirm');
    const confirmButton = await openWithoutActing(page, request, links.confirm, 'confirm', site, email);
    await hydrated(page);
    await confirmButton.click();
    await expect(page.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'confirmed');

    // What a mail client sends: a form POST to the header's address, no cookie, no page.
    const oneClick = await request.post(links.oneClick, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.json()).toEqual({ status: 'unsubscribed', locale: 'fr-fr' });
    const forwarded = await eventually(() => forwardedFor(request, email), (list) => list.some((entry) => entry.body.action === 'unsubscribe'), 'the unsubscribe forward');
    expect(forwarded.map((entry) => entry.body.action)).toEqual(['subscribe', 'unsubscribe']);

    const unknown = await request.post(links.oneClick.replace(/token=[\w-]+/, `token=${'x'.repeat(43)}`), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  for (const site of SITES) {
    test(`${site.locale}: a link that is not valid says so clearly`, async ({ page }) => {
      const texts = textsOf(site);
      for (const token of ['x'.repeat(43), 'not-a-token!']) {
        await page.goto(`${site.prefix}/newsletter/confirm?token=${encodeURIComponent(token)}`);
        await expect(page.locator('[data-outcome]')).toHaveText(texts.confirm.invalid!);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
      await page.goto(`${site.prefix}/newsletter/unsubscribe?token=${'y'.repeat(43)}`);
      await expect(page.locator('[data-outcome]')).toHaveText(texts.unsubscribe.invalid!);
      await page.goto(`${site.prefix}/newsletter/unsubscribe`);
      await expect(page.locator('[data-outcome]')).toHaveText(texts.unsubscribe.invalid!);
    });
  }
});
