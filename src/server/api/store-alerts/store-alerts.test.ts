import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { promotions, storeAlertDeliveries, storeAlerts } from '@/server/db/schema';
import { env } from '@/server/env';
import { CAPTCHA_MESSAGES } from '@/server/services/captcha';
import { mailsUnderWay } from '@/server/services/mail';
import { hashToken } from '@/server/services/newsletter-tokens';
import { CLAIM_LEASE_SECONDS, MAX_ATTEMPTS, sendStoreAlerts, storeAlertConfirmLinkState, storeAlertUnsubscribeLinkState } from '@/server/services/store-alerts';
import { startStoreAlertSweeper } from '@/server/services/store-alerts-schedule';
import { setupTestDatabase } from '@test/database';
import { daysFromNow, makePromotion, makeStore } from '@test/promotion-fixtures';
import { adminTokenFor, call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: false });

/** Every mail the site sent, as a real SMTP server received and parsed it. */
const mails: ParsedMail[] = [];
let smtp: SMTPServer;

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  Object.assign(env, {
    SMTP_URL: `smtp://127.0.0.1:${portOf(smtp.server)}`,
    MAIL_FROM: 'Holiday offers <alerts@example.be>',
    SITE_URL: 'https://www.example.test',
  });
});

afterAll(async () => {
  await mailsUnderWay();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let nextIp = 0;
/** Each subscription from a client of its own, so the rate limit is met only where a test wants it. */
const subscribe = (storeId: number | string, body: unknown, query = '', ip = `10.6.2.${++nextIp}`) =>
  call(`/api/stores/${storeId}/alerts/${query}`, { method: 'POST', body, ip });
const confirm = (token: unknown) => call('/api/store-alerts/confirm/', { method: 'POST', body: { token } });
const unsubscribe = (token: unknown) => call('/api/store-alerts/unsubscribe/', { method: 'POST', body: { token } });

const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);

async function mailsTo(address: string, count = 1): Promise<ParsedMail[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = mails.filter((mail) => to(mail) === address);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The alert mails (not the confirmation) an address received so far. */
const alertsTo = (address: string) => mails.filter((mail) => to(mail) === address && !(mail.text ?? '').includes('/store-alerts/confirm'));

/** A header as it was sent (mailparser makes objects of the List-* headers). */
const rawHeader = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name)?.line ?? '').replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

/** The links of the latest confirmation mail to `address`. */
async function linksOf(address: string, count = 1) {
  const mail = (await mailsTo(address, count))[count - 1];
  if (!mail) throw new Error(`no mail #${count} to ${address}`);
  const urls = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  const confirmUrl = urls.find((url) => url.includes('/store-alerts/confirm'))!;
  const unsubscribeUrl = urls.find((url) => url.includes('/store-alerts/unsubscribe'))!;
  const oneClick = /<([^>]+)>/.exec(rawHeader(mail, 'list-unsubscribe'))?.[1] ?? '';
  return { mail, confirmUrl, unsubscribeUrl, oneClick, confirm: tokenOf(confirmUrl), unsubscribe: tokenOf(unsubscribeUrl) };
}

const rowOf = async (storeId: number, email: string) =>
  (await db().select().from(storeAlerts).where(and(eq(storeAlerts.storeId, storeId), eq(storeAlerts.email, email))))[0];

let storeSerial = 0;
/** A store of its own for each test, shown on the French and Dutch sites. */
const aStore = (name = `Boutique ${++storeSerial}`) => makeStore({ 'fr-be': name, 'nl-be': `${name} NL` });

/** A confirmed subscription of `email` to `storeId`; its links. */
async function activeSubscriber(storeId: number, email: string, query = '') {
  expect((await subscribe(storeId, { email }, query)).status).toBe(202);
  const links = await linksOf(email);
  expect((await confirm(links.confirm)).status).toBe(200);
  return links;
}

/** A promotion of the store, created now (so after every confirmation made before). */
const newPromotion = (storeId: number, title: string, extra: Partial<Parameters<typeof makePromotion>[0]> = {}) =>
  makePromotion({ storeId, type: 'coupon', titles: { 'fr-be': title, 'nl-be': `${title} (NL)` }, ...extra });

/** Sweeps until nothing is left to send (other tests' promotions included). */
const sweep = () => sendStoreAlerts();

describe('POST /api/stores/{id}/alerts/ (subscribe)', () => {
  it('stores a pending subscription and mails the confirmation in the locale, with both links and one-click headers', async () => {
    const storeId = await aStore('Voyages Alizé');
    const res = await subscribe(storeId, { email: 'Anna@Example.be' }, '?language=nl-be');
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ status: 'confirmation_requested', message: expect.stringMatching(/confirmation link/) });

    const row = await rowOf(storeId, 'anna@example.be');
    expect(row).toMatchObject({ status: 'pending', locale: 'nl-be', confirmedAt: null });
    expect(row!.confirmExpiresAt!.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);

    const { mail, confirmUrl, unsubscribeUrl, oneClick, confirm: token, unsubscribe: out } = await linksOf('anna@example.be');
    expect(mail.subject).toBe('Bevestig je alert voor nieuwe codes van Voyages Alizé NL');
    expect(mail.from?.text).toContain('alerts@example.be');
    expect(confirmUrl).toMatch(/^https:\/\/www\.example\.test\/nl-be\/store-alerts\/confirm\?token=[\w-]{43}$/);
    expect(unsubscribeUrl).toMatch(/^https:\/\/www\.example\.test\/nl-be\/store-alerts\/unsubscribe\?token=[\w-]{43}$/);
    expect(mail.html).toContain(confirmUrl);
    expect(oneClick).toBe(`https://www.example.test/api/store-alerts/unsubscribe/?token=${out}`);
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Only hashes of the tokens are stored.
    expect(row!.confirmTokenHash).toBe(hashToken(token));
    expect(row!.unsubscribeTokenHash).toBe(hashToken(out));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(out);
  });

  it('sends a French mail with unprefixed fr-be links by default', async () => {
    const storeId = await aStore('Croisières Mistral');
    expect((await subscribe(storeId, { email: 'louis@example.be' })).status).toBe(202);
    const { mail, confirmUrl } = await linksOf('louis@example.be');
    expect(mail.subject).toBe('Confirmez votre alerte pour les nouveaux codes Croisières Mistral');
    expect(confirmUrl).toMatch(/^https:\/\/www\.example\.test\/store-alerts\/confirm\?token=/);
  });

  it('answers an active address as any other and mails it nothing; a pending one gets a fresh link', async () => {
    const storeId = await aStore();
    const first = await subscribe(storeId, { email: 'bert@example.be' });
    const links = await linksOf('bert@example.be');
    // Pending: a new link, and the older one stops working.
    expect((await subscribe(storeId, { email: ' BERT@example.be ' })).json).toEqual(first.json);
    const fresh = await linksOf('bert@example.be', 2);
    expect(fresh.confirm).not.toBe(links.confirm);
    expect((await confirm(links.confirm)).status).toBe(404);
    expect((await confirm(fresh.confirm)).json.status).toBe('confirmed');
    // Active: the same answer, no mail, still active.
    const again = await subscribe(storeId, { email: 'bert@example.be' });
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    await mailsUnderWay();
    expect(mails.filter((mail) => to(mail) === 'bert@example.be')).toHaveLength(2);
    expect((await rowOf(storeId, 'bert@example.be'))!.status).toBe('active');
    expect(await db().select().from(storeAlerts).where(eq(storeAlerts.email, 'bert@example.be'))).toHaveLength(1);
  });

  it('answers 404 for an unknown store and for one the locale’s site does not show', async () => {
    const unknown = await subscribe(999_999, { email: 'nobody@example.be' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    const frenchOnly = await makeStore({ 'fr-be': 'Seulement en français' });
    expect((await subscribe(frenchOnly, { email: 'nobody@example.be' }, '?language=nl-be')).status).toBe(404);
    expect((await subscribe(frenchOnly, { email: 'nobody@example.be' }, '?language=fr-be')).status).toBe(202);
  });

  it('rejects a bad address, a filled honeypot and a malformed store id', async () => {
    const storeId = await aStore();
    const bad = await subscribe(storeId, { email: 'not-an-address' });
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe('validation_error');
    expect((await subscribe(storeId, {})).status).toBe(422);
    expect((await subscribe(storeId, { email: 'bot@example.be', company: 'Spam Inc' })).status).toBe(422);
    expect(await rowOf(storeId, 'bot@example.be')).toBeUndefined();
    expect((await subscribe('abc', { email: 'x@example.be' })).status).toBe(400);
  });

  it('asks for the captcha when one is configured, as the newsletter does', async () => {
    const storeId = await aStore();
    const saved = { key: env.CAPTCHA_HMAC_KEY, max: env.CAPTCHA_MAX_NUMBER };
    Object.assign(env, { CAPTCHA_HMAC_KEY: 'store-alerts-test-key-of-at-least-32-characters', CAPTCHA_MAX_NUMBER: 2000 });
    try {
      const refused = await subscribe(storeId, { email: 'robot@example.be' });
      expect(refused.status).toBe(422);
      expect(refused.json.error.details).toEqual([{ path: 'captcha', message: CAPTCHA_MESSAGES.missing }]);
      expect(await rowOf(storeId, 'robot@example.be')).toBeUndefined();
      const challenge = (await call('/api/captcha/challenge/')).json as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const captcha = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
      expect((await subscribe(storeId, { email: 'human@example.be', captcha })).status).toBe(202);
      expect((await rowOf(storeId, 'human@example.be'))!.status).toBe('pending');
    } finally {
      Object.assign(env, { CAPTCHA_HMAC_KEY: saved.key, CAPTCHA_MAX_NUMBER: saved.max });
    }
  });

  it('limits subscriptions per client, with Retry-After', async () => {
    const storeId = await aStore();
    for (let i = 0; i < env.RATE_LIMIT_POINTS; i++) {
      expect((await subscribe(storeId, { email: `reader${i}@example.be` }, '', '10.6.1.1')).status).toBe(202);
    }
    const limited = await subscribe(storeId, { email: 'late@example.be' }, '', '10.6.1.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('confirming', () => {
  it('changes nothing when the link is opened (GET): only the POST confirms', async () => {
    const storeId = await aStore('Camping Soleil');
    await subscribe(storeId, { email: 'mona@example.be' });
    const links = await linksOf('mona@example.be');
    for (let i = 0; i < 3; i++) {
      // What the link's page reads, and GETs of the API addresses a scanner might try.
      expect(await storeAlertConfirmLinkState(links.confirm)).toEqual({
        state: 'pending',
        email: 'mona@example.be',
        locale: 'fr-be',
        store: { id: storeId, name: 'Camping Soleil', slug: expect.any(String) },
      });
      expect((await call(`/api/store-alerts/confirm/?token=${links.confirm}`, { ip: '10.6.9.1' })).status).toBeGreaterThanOrEqual(400);
      expect((await call(new URL(links.confirmUrl).pathname + new URL(links.confirmUrl).search, { ip: '10.6.9.1' })).status).toBe(404);
    }
    expect(await rowOf(storeId, 'mona@example.be')).toMatchObject({ status: 'pending', confirmedAt: null });

    const res = await confirm(links.confirm);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'confirmed', locale: 'fr-be', store_id: storeId });
    const row = await rowOf(storeId, 'mona@example.be');
    expect(row!.status).toBe('active');
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect((await confirm(links.confirm)).json).toEqual({ status: 'already_confirmed', locale: 'fr-be', store_id: storeId });
    expect((await storeAlertConfirmLinkState(links.confirm))!.state).toBe('confirmed');
  });

  it('answers 410 for an expired link, 404 for an unknown one, 422 for a malformed one', async () => {
    const storeId = await aStore();
    await subscribe(storeId, { email: 'gert@example.be' });
    const { confirm: token } = await linksOf('gert@example.be');
    await db().update(storeAlerts).set({ confirmExpiresAt: new Date(Date.now() - 1000) }).where(eq(storeAlerts.email, 'gert@example.be'));
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(expired.json.error.code).toBe('gone');
    expect((await storeAlertConfirmLinkState(token))!.state).toBe('expired');
    expect((await confirm('A'.repeat(43))).status).toBe(404);
    expect((await confirm('not a token!')).status).toBe(422);
    expect((await call('/api/store-alerts/confirm/', { method: 'POST', body: {} })).status).toBe(422);
  });

  it('takes the page’s form sent without script and answers 303 back to the page', async () => {
    const storeId = await aStore();
    await subscribe(storeId, { email: 'nina@example.be' }, '?language=nl-be');
    const { confirm: token } = await linksOf('nina@example.be');
    const res = await call('/api/store-alerts/confirm/?language=nl-be', {
      method: 'POST',
      raw: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/nl-be/store-alerts/confirm?token=${token}`);
    expect((await rowOf(storeId, 'nina@example.be'))!.status).toBe('active');
  });
});

describe('sendStoreAlerts()', () => {
  it('mails a new promotion once to each active subscriber of its store, in its locale, and nothing on a second run', async () => {
    const storeId = await aStore('Hôtels Azur');
    const otherStore = await aStore('Autre Boutique');
    const fr = await activeSubscriber(storeId, 'active-fr@example.be');
    await activeSubscriber(storeId, 'active-nl@example.be', '?language=nl-be');
    await subscribe(storeId, { email: 'pending@example.be' });
    await activeSubscriber(otherStore, 'other-store@example.be');
    // A promotion that was live before the subscriptions were confirmed is not news to them.
    const older = await newPromotion(storeId, 'Déjà là');
    await db()
      .update(promotions)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(promotions.id, older.id));
    await sweep();
    expect(alertsTo('active-fr@example.be')).toHaveLength(0);

    const promotion = await newPromotion(storeId, 'Moins 20 % sur les suites', { endsAt: '2031-03-15T12:00:00.000Z' });
    const first = await sweep();
    expect(first.failed).toBe(0);
    expect(first.sent).toBeGreaterThanOrEqual(2);

    const [frMail, ...moreFr] = alertsTo('active-fr@example.be');
    expect(moreFr).toHaveLength(0);
    expect(frMail!.subject).toBe('Nouveau chez Hôtels Azur : Moins 20 % sur les suites');
    expect(frMail!.text).toContain('Moins 20 % sur les suites (-10%)');
    expect(frMail!.text).toContain("Valable jusqu'au 15 mars 2031.");
    const storeLink = [...(frMail!.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((url) => !url.includes('/store-alerts/'));
    expect(storeLink).toMatch(/^https:\/\/www\.example\.test\/hotels-azur-[\w-]+$/);
    // The same unsubscribe link as in the confirmation mail, in the body and as one click.
    expect(frMail!.text).toContain(fr.unsubscribeUrl);
    expect(rawHeader(frMail!, 'list-unsubscribe')).toBe(`<${fr.oneClick}>`);
    expect(rawHeader(frMail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const [nlMail, ...moreNl] = alertsTo('active-nl@example.be');
    expect(moreNl).toHaveLength(0);
    expect(nlMail!.subject).toBe('Nieuw bij Hôtels Azur NL: Moins 20 % sur les suites (NL)');
    expect(nlMail!.text).toMatch(/https:\/\/www\.example\.test\/nl-be\/hotels-azur-nl-[\w-]+/);

    expect(alertsTo('pending@example.be')).toHaveLength(0);
    expect(alertsTo('other-store@example.be')).toHaveLength(0);

    expect(await sweep()).toEqual({ sent: 0, failed: 0 });
    expect(alertsTo('active-fr@example.be')).toHaveLength(1);
    const deliveries = await db().select().from(storeAlertDeliveries).where(eq(storeAlertDeliveries.promotionId, promotion.id));
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) expect(delivery.sentAt).toBeInstanceOf(Date);
    expect(await db().select().from(storeAlertDeliveries).where(eq(storeAlertDeliveries.promotionId, older.id))).toEqual([]);
  });

  it('mails a scheduled promotion only once its start has passed', async () => {
    const storeId = await aStore();
    await activeSubscriber(storeId, 'scheduled@example.be');
    const scheduled = await newPromotion(storeId, 'Bientôt', { startsAt: daysFromNow(2), endsAt: daysFromNow(30) });
    await sweep();
    expect(alertsTo('scheduled@example.be')).toHaveLength(0);
    // The clock at the start: now it is live.
    expect((await sendStoreAlerts({ now: new Date(Date.now() + 2 * 86_400_000 + 60_000) })).sent).toBeGreaterThanOrEqual(1);
    expect(alertsTo('scheduled@example.be')).toHaveLength(1);
    expect(alertsTo('scheduled@example.be')[0]!.subject).toContain('Bientôt');
    expect((await db().select().from(storeAlertDeliveries).where(eq(storeAlertDeliveries.promotionId, scheduled.id)))).toHaveLength(1);
  });

  it('mails neither an ended promotion nor one without text in the subscription’s locale', async () => {
    const storeId = await aStore();
    await activeSubscriber(storeId, 'quiet@example.be');
    await newPromotion(storeId, 'Déjà fini', { startsAt: daysFromNow(-3), endsAt: daysFromNow(-1) });
    await makePromotion({ storeId, type: 'offer', titles: { 'nl-be': 'Alleen in het Nederlands' } });
    await sweep();
    expect(alertsTo('quiet@example.be')).toHaveLength(0);
  });

  it('stops after unsubscribing, by the link’s token or in one click', async () => {
    const storeId = await aStore();
    const byToken = await activeSubscriber(storeId, 'leaving@example.be');
    const byClick = await activeSubscriber(storeId, 'clicking@example.be');
    await newPromotion(storeId, 'Première');
    await sweep();
    expect(alertsTo('leaving@example.be')).toHaveLength(1);
    expect(alertsTo('clicking@example.be')).toHaveLength(1);

    const res = await unsubscribe(byToken.unsubscribe);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'unsubscribed', locale: 'fr-be', store_id: storeId });
    const oneClick = new URL(byClick.oneClick);
    const clicked = await call(`${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.status).toBe(200);
    expect(clicked.json).toEqual({ status: 'unsubscribed', locale: 'fr-be', store_id: storeId });
    expect(await rowOf(storeId, 'clicking@example.be')).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });

    await newPromotion(storeId, 'Deuxième');
    await sweep();
    expect(alertsTo('leaving@example.be')).toHaveLength(1);
    expect(alertsTo('clicking@example.be')).toHaveLength(1);
    expect((await unsubscribe(byToken.unsubscribe)).json.status).toBe('already_unsubscribed');
    expect((await confirm(byToken.confirm)).status).toBe(404);
  });

  it('sends each mail once when sweeps run at the same time', async () => {
    const storeId = await aStore();
    for (let i = 0; i < 4; i++) await activeSubscriber(storeId, `crowd${i}@example.be`);
    for (let i = 0; i < 3; i++) await newPromotion(storeId, `Offre ${i}`);
    const results = await Promise.all([sweep(), sweep(), sweep()]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(12);
    for (let i = 0; i < 4; i++) expect(alertsTo(`crowd${i}@example.be`), `crowd${i}`).toHaveLength(3);
  });

  it('sends a claim its sweep left unsent once the lease is over, and leaves a fresh claim to its sweep', async () => {
    const storeId = await aStore();
    await activeSubscriber(storeId, 'resumed@example.be');
    const promotion = await newPromotion(storeId, 'Reprise');
    const [alert] = await db().select({ id: storeAlerts.id }).from(storeAlerts).where(eq(storeAlerts.email, 'resumed@example.be'));
    // Another server's sweep claimed it a moment ago and is sending it.
    await db().insert(storeAlertDeliveries).values({ alertId: alert!.id, promotionId: promotion.id });
    await sweep();
    expect(alertsTo('resumed@example.be')).toHaveLength(0);
    // That server stopped before sending: past the lease, the claim is taken over.
    await db()
      .update(storeAlertDeliveries)
      .set({ claimedAt: sql`now() - ${CLAIM_LEASE_SECONDS + 1} * interval '1 second'` })
      .where(eq(storeAlertDeliveries.alertId, alert!.id));
    await sweep();
    expect(alertsTo('resumed@example.be')).toHaveLength(1);
    const [delivery] = await db().select().from(storeAlertDeliveries).where(eq(storeAlertDeliveries.alertId, alert!.id));
    expect(delivery).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
  });

  it('keeps a mail the mail server refused and sends it later, up to a few tries', async () => {
    const storeId = await aStore();
    await activeSubscriber(storeId, 'retry@example.be');
    await mailsUnderWay();
    const promotion = await newPromotion(storeId, 'Nouvelle tentative');
    const smtpUrl = env.SMTP_URL;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = portOf(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    try {
      expect(await sweep()).toEqual({ sent: 0, failed: 1 });
    } finally {
      env.SMTP_URL = smtpUrl;
    }
    const [alert] = await db().select({ id: storeAlerts.id }).from(storeAlerts).where(eq(storeAlerts.email, 'retry@example.be'));
    const pair = and(eq(storeAlertDeliveries.alertId, alert!.id), eq(storeAlertDeliveries.promotionId, promotion.id));
    expect((await db().select().from(storeAlertDeliveries).where(pair))[0]).toMatchObject({ attempts: 1, sentAt: null });
    // Within the lease: not again yet.
    await sweep();
    expect(alertsTo('retry@example.be')).toHaveLength(0);
    await db().update(storeAlertDeliveries).set({ claimedAt: sql`now() - ${CLAIM_LEASE_SECONDS + 1} * interval '1 second'` }).where(pair);
    await sweep();
    expect(alertsTo('retry@example.be')).toHaveLength(1);

    // Given up after MAX_ATTEMPTS tries.
    const another = await newPromotion(storeId, 'Abandonnée');
    await db().insert(storeAlertDeliveries).values({ alertId: alert!.id, promotionId: another.id, attempts: MAX_ATTEMPTS, claimedAt: new Date(0) });
    await sweep();
    expect(alertsTo('retry@example.be')).toHaveLength(1);
  });

  it('runs from the sweeper, which a stop waits for', async () => {
    const storeId = await aStore();
    await activeSubscriber(storeId, 'swept@example.be');
    await newPromotion(storeId, 'Par le balayage');
    const sweeper = startStoreAlertSweeper({ intervalMs: 60_000, firstDelayMs: 60_000 });
    try {
      expect((await sweeper.sweep()).sent).toBeGreaterThanOrEqual(1);
      expect(alertsTo('swept@example.be')).toHaveLength(1);
    } finally {
      await sweeper.stop();
    }
  });
});

describe('POST /api/store-alerts/unsubscribe/ and its link', () => {
  it('answers 404 for an unknown token, one-click or not, 422 without a token, and ends a pending subscription', async () => {
    const unknown = await call(`/api/store-alerts/unsubscribe/?token=${'B'.repeat(43)}`, {
      method: 'POST',
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    expect((await unsubscribe('C'.repeat(43))).status).toBe(404);
    expect((await call('/api/store-alerts/unsubscribe/', { method: 'POST', body: {} })).status).toBe(422);

    const storeId = await aStore();
    await subscribe(storeId, { email: 'jan@example.be' });
    const links = await linksOf('jan@example.be');
    expect((await storeAlertUnsubscribeLinkState(links.unsubscribe))!.state).toBe('subscribed');
    expect((await unsubscribe(links.unsubscribe)).json.status).toBe('unsubscribed');
    expect((await storeAlertUnsubscribeLinkState(links.unsubscribe))!.state).toBe('unsubscribed');
  });

  it('takes the one-click form as multipart/form-data too, limited like JSON', async () => {
    const storeId = await aStore();
    await subscribe(storeId, { email: 'kato@example.be' });
    const oneClick = new URL((await linksOf('kato@example.be')).oneClick);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const res = await call(`${oneClick.pathname}${oneClick.search}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('unsubscribed');
    const large = new FormData();
    large.set('List-Unsubscribe', 'One-Click');
    large.set('padding', 'x'.repeat(100 * 1024));
    expect((await call(`${oneClick.pathname}${oneClick.search}`, { method: 'POST', body: large })).status).toBe(413);
  });

  it('GET and HEAD of the one-click address change nothing and lead to the unsubscribe page of the subscription’s locale', async () => {
    const storeId = await aStore();
    await activeSubscriber(storeId, 'quentin@example.be', '?language=nl-be');
    const links = await linksOf('quentin@example.be');
    const oneClick = new URL(links.oneClick);
    for (const method of ['GET', 'HEAD']) {
      const res = await call(`${oneClick.pathname}${oneClick.search}`, { method, ip: '10.6.9.2' });
      expect(res.status, method).toBe(303);
      expect(res.headers.get('location'), method).toBe(`/nl-be/store-alerts/unsubscribe?token=${links.unsubscribe}`);
      expect(res.headers.get('cache-control'), method).toBe('no-store');
    }
    expect((await rowOf(storeId, 'quentin@example.be'))!.status).toBe('active');
  });

  it('makes an unsubscribed address pending again when it subscribes again, with new links', async () => {
    const storeId = await aStore();
    const first = await activeSubscriber(storeId, 'dirk@example.be');
    await unsubscribe(first.unsubscribe);
    expect((await subscribe(storeId, { email: 'dirk@example.be' })).status).toBe(202);
    expect(await rowOf(storeId, 'dirk@example.be')).toMatchObject({ status: 'pending', unsubscribedAt: null });
    const second = await linksOf('dirk@example.be', 2);
    expect(second.unsubscribe).not.toBe(first.unsubscribe);
    expect((await unsubscribe(first.unsubscribe)).status).toBe(404);
    expect((await confirm(second.confirm)).json.status).toBe('confirmed');
  });
});

describe('GET /api/store-alerts/ (editors)', () => {
  it('needs a token, and lists the subscriptions newest first, of one store with store_id, without tokens', async () => {
    const storeId = await aStore('Listée');
    await subscribe(storeId, { email: 'listed1@example.be' });
    await subscribe(storeId, { email: 'listed2@example.be' }, '?language=nl-be');
    expect((await call('/api/store-alerts/', { ip: '10.6.9.3' })).status).toBe(401);
    expect((await call('/api/store-alerts/', { ip: '10.6.9.3', token: 'not.a.token' })).status).toBe(401);

    const res = await call(`/api/store-alerts/?store_id=${storeId}&size=10`, { token: await editorTokenFor() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json.count).toBe(2);
    expect(res.json.results).toEqual([
      expect.objectContaining({ store_id: storeId, store_name: 'Listée NL', email: 'listed2@example.be', locale: 'nl-be', status: 'pending', confirmed_at: null }),
      expect.objectContaining({ store_id: storeId, store_name: 'Listée', email: 'listed1@example.be', locale: 'fr-be', status: 'pending' }),
    ]);
    expect(Object.keys(res.json.results[0]).sort()).toEqual(
      ['confirmed_at', 'created_at', 'email', 'id', 'locale', 'status', 'store_id', 'store_name', 'unsubscribed_at'].sort(),
    );

    const all = await call('/api/store-alerts/?page=1&size=1', { token: await adminTokenFor() });
    expect(all.status).toBe(200);
    expect(all.json.count).toBeGreaterThan(2);
    expect(all.json.results).toHaveLength(1);
    expect((await call('/api/store-alerts/?store_id=abc', { token: await adminTokenFor() })).status).toBe(400);
  });
});
