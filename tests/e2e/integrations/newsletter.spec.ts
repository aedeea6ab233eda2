import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consentBanner, showConsentBanner } from '../a11y-fixtures';
import { messagesOf, SITES, type Site } from '../discovery-fixtures';
import { beNewVisitor } from '../store-fixtures';
import { NEWSLETTER_SERVICE, THIRD_PARTY_ORIGIN } from './settings';

/**
 * The newsletter's double opt-in end to end, on the server with every integration configured: the
 * footer's sign-up, the mail as the fixture SMTP server received it, the confirmation and
 * unsubscribe pages its links open, and what the fixture newsletter service was sent.
 */

type Mail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string> };
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

/** Waits until `read` gives a value that `done` accepts, and returns it. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  let value = await read();
  const deadline = Date.now() + 15_000;
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

const mailsTo = async (request: APIRequestContext, email: string, count = 1) =>
  eventually(
    async () => (await (await request.get(`${THIRD_PARTY_ORIGIN}/mail/messages?to=${encodeURIComponent(email)}`)).json()) as Mail[],
    (mails) => mails.length >= count,
    `mail #${count} to ${email}`,
  );

const forwardedFor = async (request: APIRequestContext, email: string) =>
  (await (await request.get(`${THIRD_PARTY_ORIGIN}/newsletter/received?email=${encodeURIComponent(email)}`)).json()) as Forwarded[];

/** The links of a mail: the two pages, in its text and its HTML, and the one-click address of its header. */
function linksOf(mail: Mail) {
  const urls = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
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

      // The confirmation page: per request, not indexed, and it says the subscription is on.
      const confirmed = await page.goto(links.confirm);
      expect(confirmed!.status()).toBe(200);
      expect(confirmed!.headers()['cache-control']).toMatch(/no-store|private/);
      await expect(page.locator('[data-outcome]')).toHaveText(withEmail(texts.confirm.confirmed!, email));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

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

      // Opened again: already confirmed, and nothing more is sent.
      await page.goto(links.confirm);
      await expect(page.locator('[data-outcome]')).toHaveText(withEmail(texts.confirm.alreadyConfirmed!, email));

      // The unsubscribe link ends it at once, and the service is told.
      await page.goto(links.unsubscribe);
      await expect(page.locator('[data-outcome]')).toHaveText(withEmail(texts.unsubscribe.done!, email));
      const after = await eventually(() => forwardedFor(request, email), (list) => list.length >= 2, 'the unsubscribe forward');
      expect(after[1]!.body).toMatchObject({ action: 'unsubscribe', email, locale: site.locale });
      await page.goto(links.unsubscribe);
      await expect(page.locator('[data-outcome]')).toHaveText(withEmail(texts.unsubscribe.already!, email));
    });
  }

  test('fr-fr: the one-click unsubscription of the List-Unsubscribe header (RFC 8058)', async ({ page, request }) => {
    const site = SITES.find((s) => s.locale === 'fr-fr')!;
    const email = addressFor(site);
    await signUpInFooter(page, site, email);
    const links = linksOf((await mailsTo(request, email))[0]!);
    expect(new URL(links.confirm).pathname).toBe('/fr-fr/newsletter/confirm');
    await page.goto(links.confirm);
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
