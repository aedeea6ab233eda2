import { expect, test } from '@playwright/test';
import { messagesOf, SITES } from '../discovery-fixtures';
import { beNewVisitor } from '../store-fixtures';

/**
 * The captcha of the public forms (ALTCHA, self-hosted), on the server that has CAPTCHA_HMAC_KEY
 * (settings.ts): the API refuses a form without an answer, and a visitor's browser solves the
 * challenge by itself, so the contact form is sent as on a site without a captcha.
 */

const FORMS = [
  { name: 'contact', path: '/api/pages/send_email/', body: { email: 'visitor@example.be', name: 'Visitor', message: 'A question about an offer.' } },
  { name: 'share a promotion', path: '/api/promotions/share_promotion/', body: { store_name: 'Gamma Travel', code_or_title: 'GAMMA10' } },
  { name: 'propose a store', path: '/api/stores/share/', body: { store: 'Vacances Soleil' } },
  { name: 'newsletter', path: '/api/newsletter/', body: { email: 'reader@example.be' } },
] as const;

test('each public form refuses a submission without a captcha answer, naming the field', async ({ request }) => {
  for (const [index, form] of FORMS.entries()) {
    const res = await request.post(form.path, { data: form.body, headers: { 'x-forwarded-for': `10.99.${index}.${Date.now() % 250}` } });
    expect(res.status(), form.name).toBe(422);
    const { error } = (await res.json()) as { error: { code: string; details: { path: string; message: string }[] } };
    expect(error.code).toBe('validation_error');
    expect(error.details).toEqual([{ path: 'captcha', message: expect.stringContaining('captcha') }]);
  }
});

test('the challenge comes from our own API, never cached', async ({ request }) => {
  const res = await request.get('/api/captcha/challenge/');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  const challenge = (await res.json()) as { parameters: { algorithm: string; expiresAt: number }; signature: string };
  expect(challenge.parameters.algorithm).toBe('SHA-256');
  expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
});

for (const site of SITES.filter((s) => s.locale !== 'fr-fr')) {
  test(`the contact form of ${site.locale} solves its captcha by itself and is sent`, async ({ page, context }) => {
    const c = messagesOf(site.locale).Contact!;
    const captcha = messagesOf(site.locale).Captcha!;
    await beNewVisitor(context);
    const outside: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith('http://localhost') && !req.url().startsWith('blob:') && !req.url().startsWith('data:')) outside.push(req.url());
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });

    await page.goto(`${site.prefix}/contact`);
    const main = page.getByRole('main');

    // Labelled for assistive technology: a named group, and a native checkbox with our label.
    const group = main.getByRole('group', { name: captcha.group!, exact: true });
    await expect(group).toBeVisible();
    await expect(group).toHaveAccessibleDescription(captcha.hint!);
    const checkbox = group.getByRole('checkbox', { name: captcha.label!, exact: true });
    await expect(checkbox).toBeVisible();

    await main.getByRole('textbox', { name: c.email!, exact: true }).fill('claire.dubois@example.be');
    await main.getByRole('textbox', { name: c.name!, exact: true }).fill('Claire Dubois');
    await main.getByRole('textbox', { name: c.message!, exact: true }).fill(`Bonjour ${site.locale}, une question sur une offre (${Date.now()}).`);
    // Focusing the form started the work; it is done by the time the visitor sends, or the send waits
    // for it. The proof of work takes the browser's CPU: on a loaded two-core machine it has taken
    // over 10 s, so this limit only stops a hung widget.
    await expect(group.getByText(captcha.verified!, { exact: true })).toBeVisible({ timeout: 60_000 });

    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/pages/send_email/')),
      main.getByRole('button', { name: c.send!, exact: true }).click(),
    ]);
    const sent = answer.request().postDataJSON() as { captcha?: string };
    expect(sent.captcha, 'the answer goes with the JSON body').toMatch(/^[A-Za-z0-9+/=]{100,}$/);
    expect(answer.status()).toBe(201);
    await expect(main.getByRole('status')).toHaveText(c.sent!);

    expect(outside, 'nothing is fetched from a third party').toEqual([]);
    expect(violations, 'the widget runs under the Content-Security-Policy').toEqual([]);
  });
}

test('a refused answer shows the captcha’s error and takes the focus; the next send solves a new one', async ({ page, context }) => {
  const site = SITES.find((s) => s.locale === 'fr-fr')!;
  const c = messagesOf(site.locale).Contact!;
  const captcha = messagesOf(site.locale).Captcha!;
  await beNewVisitor(context);
  // The first send is answered as the API answers a replayed answer.
  let refused = false;
  await page.route('**/api/pages/send_email/**', async (route) => {
    if (refused) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'validation_error', message: 'Invalid body', details: [{ path: 'captcha', message: 'This captcha answer was already used: solve it again' }] } }),
    });
  });
  await page.goto(`${site.prefix}/contact`);
  const main = page.getByRole('main');
  const group = main.getByRole('group', { name: captcha.group!, exact: true });
  // The widget comes with the page's script: once it is there, the form is the page's, not the HTML's.
  await expect(group.getByRole('checkbox', { name: captcha.label!, exact: true })).toBeVisible();
  await main.getByRole('textbox', { name: c.email!, exact: true }).fill('jean.martin@example.fr');
  await main.getByRole('textbox', { name: c.name!, exact: true }).fill('Jean Martin');
  await main.getByRole('textbox', { name: c.message!, exact: true }).fill(`Bonjour, une question sur une offre (${Date.now()}).`);
  // Sent at once: the send waits for the captcha's answer.
  const send = main.getByRole('button', { name: c.send!, exact: true });
  await send.click();
  await expect(group.getByRole('alert')).toHaveText(captcha.error!);
  await expect(group.getByRole('checkbox', { name: captcha.label!, exact: true })).toBeFocused();
  expect(refused).toBe(true);

  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/pages/send_email/') && r.status() !== 422), send.click()]);
  expect(answer.status()).toBe(201);
  await expect(main.getByRole('status')).toHaveText(c.sent!);
});
