import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfirmLink, readUnsubscribeLink } from '@/app/_data/newsletter';
import { db } from '@/server/db/client';
import { newsletterSubscriptions } from '@/server/db/schema';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { mailsUnderWay } from '@/server/services/mail';
import { forwardInBackground, forwardPending } from '@/server/services/newsletter-forwarding';
import { hashToken } from '@/server/services/newsletter-tokens';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';

setupTestDatabase({ seeded: false });

/** Every mail the site sent, as a real SMTP server received and parsed it. */
const mails: ParsedMail[] = [];
/** Every request the newsletter service received; it answers `serviceStatus`. */
const received: { authorization: string | undefined; body: Record<string, unknown> }[] = [];
let serviceStatus = 200;
/** How long the SMTP server takes to accept a mail's content. */
let smtpDelayMs = 0;
let smtp: SMTPServer;
let service: Server;

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
          setTimeout(done, smtpDelayMs);
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  service = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(text) as Record<string, unknown> });
      response.writeHead(serviceStatus, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  // The settings a deployment gives (src/server/env.ts), pointed at the two servers above.
  Object.assign(env, {
    SMTP_URL: `smtp://127.0.0.1:${portOf(smtp.server)}`,
    MAIL_FROM: 'Holiday offers <newsletter@example.be>',
    SITE_URL: 'https://www.example.test',
    NEWSLETTER_SERVICE_URL: `http://127.0.0.1:${portOf(service)}/subscribers`,
    NEWSLETTER_KEYS: { 'fr-be': 'key-fr-be', 'nl-be': 'key-nl-be' },
    NEWSLETTER_USER_IDS: { 'fr-be': 'user-1', 'nl-be': 'user-2' },
    NEWSLETTER_LIST_IDS: { 'fr-be': 'list-fr', 'nl-be': 'list-nl' },
    NEWSLETTER_CONTAINERS: { 'fr-be': 'holidays-be-fr', 'nl-be': 'holidays-be-nl' },
  });
});

afterAll(async () => {
  await mailsUnderWay();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

beforeEach(() => {
  serviceStatus = 200;
  smtpDelayMs = 0;
  received.length = 0;
});

let nextIp = 0;
/** Each sign-up from a client of its own, so the rate limit is met only where a test wants it. */
const subscribe = (body: unknown, query = '', ip = `10.5.2.${++nextIp}`) => call(`/api/newsletter/${query}`, { method: 'POST', body, ip });
const confirm = (token: unknown) => call('/api/newsletter/confirm/', { method: 'POST', body: { token } });

async function mailsTo(address: string, count = 1): Promise<ParsedMail[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A header as it was sent (mailparser makes objects of the List-* headers). */
const rawHeader = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name)?.line ?? '').replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');

/** The two page links and the one-click address of the latest mail to `address`. */
async function linksOf(address: string, count = 1) {
  const mail = (await mailsTo(address, count))[count - 1];
  if (!mail) throw new Error(`no mail #${count} to ${address}`);
  const urls = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  const confirmUrl = urls.find((url) => url.includes('/newsletter/confirm'))!;
  const unsubscribeUrl = urls.find((url) => url.includes('/newsletter/unsubscribe'))!;
  const oneClick = /<([^>]+)>/.exec(rawHeader(mail, 'list-unsubscribe'))?.[1] ?? '';
  return {
    mail,
    confirmUrl,
    unsubscribeUrl,
    oneClick,
    confirm: new URL(confirmUrl).searchParams.get('token')!,
    unsubscribe: new URL(unsubscribeUrl).searchParams.get('token')!,
  };
}

const rowOf = async (email: string, locale: 'fr-be' | 'nl-be' | 'fr-fr' = 'fr-be') =>
  (
    await db()
      .select()
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.locale, locale)))
  )[0];

describe('POST /api/newsletter/ (sign-up)', () => {
  it('stores a pending subscription and mails the confirmation in the locale, with both links', async () => {
    const res = await subscribe({ email: 'Anna@Example.be' }, '?language=nl-be');
    expect(res.status).toBe(202);
    expect(res.json.status).toBe('confirmation_requested');
    expect(res.json.message).toMatch(/confirmation link/);

    const row = await rowOf('anna@example.be', 'nl-be');
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null, forwardedAt: null });
    expect(row!.confirmExpiresAt!.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);

    const { mail, confirmUrl, unsubscribeUrl, oneClick, confirm: token, unsubscribe } = await linksOf('anna@example.be');
    expect(mail.subject).toBe('Bevestig je inschrijving op de nieuwsbrief');
    expect(mail.from?.text).toContain('newsletter@example.be');
    expect(confirmUrl).toMatch(/^https:\/\/www\.example\.test\/nl-be\/newsletter\/confirm\?token=[\w-]{43}$/);
    expect(unsubscribeUrl).toMatch(/^https:\/\/www\.example\.test\/nl-be\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
    expect(mail.html).toContain(confirmUrl);
    expect(mail.html).toContain(unsubscribeUrl);
    expect(oneClick).toBe(`https://www.example.test/api/newsletter/unsubscribe/?token=${unsubscribe}`);
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Only hashes are stored.
    expect(row!.confirmTokenHash).toBe(hashToken(token));
    expect(row!.unsubscribeTokenHash).toBe(hashToken(unsubscribe));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('sends a French mail with unprefixed fr-be links by default', async () => {
    expect((await subscribe({ email: 'louis@example.be' })).status).toBe(202);
    const { mail, confirmUrl } = await linksOf('louis@example.be');
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter');
    expect(confirmUrl).toMatch(/^https:\/\/www\.example\.test\/newsletter\/confirm\?token=/);
  });

  it('sends a fresh link to a pending address; the older one stops working', async () => {
    await subscribe({ email: 'bert@example.be' });
    const first = await linksOf('bert@example.be');
    const again = await subscribe({ email: ' BERT@example.be ' });
    expect(again.status).toBe(202);
    const second = await linksOf('bert@example.be', 2);
    expect(second.confirm).not.toBe(first.confirm);
    expect((await confirm(first.confirm)).status).toBe(404);
    expect((await confirm(second.confirm)).json.status).toBe('confirmed');
    expect((await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'bert@example.be'))).length).toBe(1);
  });

  it('answers an active address as any other and mails it nothing', async () => {
    const pending = await subscribe({ email: 'carla@example.be' });
    await confirm((await linksOf('carla@example.be')).confirm);
    const active = await subscribe({ email: 'carla@example.be' });
    expect(active.status).toBe(pending.status);
    expect(active.json).toEqual(pending.json);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo('carla@example.be')).toHaveLength(1);
    expect((await rowOf('carla@example.be'))!.status).toBe('active');
  });

  it('makes an unsubscribed address pending again, with a new mail', async () => {
    await subscribe({ email: 'dirk@example.be' });
    const first = await linksOf('dirk@example.be');
    await call('/api/newsletter/unsubscribe/', { method: 'POST', body: { token: first.unsubscribe } });
    expect((await rowOf('dirk@example.be'))!.status).toBe('unsubscribed');
    expect((await subscribe({ email: 'dirk@example.be' })).status).toBe(202);
    expect((await rowOf('dirk@example.be'))!.status).toBe('pending');
    const second = await linksOf('dirk@example.be', 2);
    expect((await confirm(second.confirm)).json.status).toBe('confirmed');
  });

  it('still answers 202 when the mail cannot be sent, and the address stays pending', async () => {
    const smtpUrl = env.SMTP_URL;
    // A port nothing listens on: the connection is refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = portOf(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const logged = vi.spyOn(logger, 'error');
    try {
      const res = await subscribe({ email: 'erik@example.be' });
      expect(res.status).toBe(202);
      expect((await rowOf('erik@example.be'))!.status).toBe('pending');
      // The mail went after the answer; its failure is logged, not lost.
      await mailsUnderWay();
      const row = await rowOf('erik@example.be');
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error), subscription: row!.id, locale: 'fr-be' }),
        expect.stringMatching(/confirmation mail not sent/),
      );
    } finally {
      logged.mockRestore();
      env.SMTP_URL = smtpUrl;
    }
  });

  it('answers before the mail is sent: a new address as fast as an active one (the time tells nothing)', async () => {
    await subscribe({ email: 'lotte@example.be' });
    await confirm((await linksOf('lotte@example.be')).confirm);
    // A mail server that takes its time: the sign-up must not wait for it.
    smtpDelayMs = 1_500;
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await subscribe({ email });
      return { res, ms: performance.now() - started };
    };
    const fresh = await timed('mats@example.be');
    const active = await timed('lotte@example.be');
    expect(fresh.res.status).toBe(202);
    expect(fresh.res.json).toEqual(active.res.json);
    expect(fresh.ms).toBeLessThan(750);
    expect(active.ms).toBeLessThan(750);
    // The mail still goes, after the answer.
    expect(await mailsTo('mats@example.be')).toHaveLength(1);
    await mailsUnderWay();
    expect(await mailsTo('lotte@example.be')).toHaveLength(1);
  });

  it('rejects a bad address and a filled honeypot with 422', async () => {
    expect((await subscribe({ email: 'not-an-address' })).status).toBe(422);
    expect((await subscribe({})).status).toBe(422);
    const bot = await subscribe({ email: 'bot@example.be', company: 'Spam Inc' });
    expect(bot.status).toBe(422);
    expect(await rowOf('bot@example.be')).toBeUndefined();
  });

  it('limits sign-ups per client, with Retry-After', async () => {
    for (let i = 0; i < env.RATE_LIMIT_POINTS; i++) {
      expect((await subscribe({ email: `reader${i}@example.be` }, '', '10.5.1.1')).status).toBe(202);
    }
    const limited = await subscribe({ email: 'late@example.be' }, '', '10.5.1.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.error.code).toBe('rate_limited');
  });
});

describe('POST /api/newsletter/confirm/', () => {
  it('activates the subscription and forwards it to the service of its locale', async () => {
    await subscribe({ email: 'fien@example.be' }, '?language=nl-be');
    const { confirm: token } = await linksOf('fien@example.be');
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'confirmed', locale: 'nl-be' });
    await forwardInBackground();
    const row = await rowOf('fien@example.be', 'nl-be');
    expect(row).toMatchObject({ status: 'active' });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(row!.forwardedAt).toBeInstanceOf(Date);
    expect(received).toEqual([
      {
        authorization: 'Bearer key-nl-be',
        body: {
          action: 'subscribe',
          email: 'fien@example.be',
          locale: 'nl-be',
          userId: 'user-2',
          listId: 'list-nl',
          container: 'holidays-be-nl',
          subscribedAt: row!.confirmedAt!.toISOString(),
          unsubscribedAt: null,
        },
      },
    ]);
    // A second opening of the link is no error, and forwards nothing again.
    expect((await confirm(token)).json).toEqual({ status: 'already_confirmed', locale: 'nl-be' });
    await forwardInBackground();
    expect(received).toHaveLength(1);
  });

  it('answers 410 for an expired link, 404 for an unknown one, 422 for a malformed one', async () => {
    await subscribe({ email: 'gert@example.be' });
    const { confirm: token } = await linksOf('gert@example.be');
    await db()
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, 'gert@example.be'));
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(expired.json.error).toMatchObject({ code: 'gone', message: expect.stringMatching(/expired/) });
    expect((await rowOf('gert@example.be'))!.status).toBe('pending');

    const unknown = await confirm('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    expect((await confirm('not a token!')).status).toBe(422);
    expect((await call('/api/newsletter/confirm/', { method: 'POST', body: {} })).status).toBe(422);
  });

  it('retries a forward that failed, at the next run', async () => {
    serviceStatus = 503;
    await subscribe({ email: 'hanne@example.be' });
    await confirm((await linksOf('hanne@example.be')).confirm);
    await forwardInBackground();
    expect(received.length).toBeGreaterThan(0);
    expect((await rowOf('hanne@example.be'))!.forwardedAt).toBeNull();

    serviceStatus = 200;
    received.length = 0;
    expect(await forwardPending()).toEqual({ forwarded: 1, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toMatchObject({ action: 'subscribe', email: 'hanne@example.be', locale: 'fr-be', userId: 'user-1', listId: 'list-fr', container: 'holidays-be-fr' });
    expect((await rowOf('hanne@example.be'))!.forwardedAt).toBeInstanceOf(Date);
    expect(await forwardPending()).toEqual({ forwarded: 0, failed: 0 });
  });
});

describe('POST /api/newsletter/unsubscribe/', () => {
  it('unsubscribes in one click (RFC 8058 form POST to the List-Unsubscribe address) and tells the service', async () => {
    await subscribe({ email: 'ines@example.be' });
    const links = await linksOf('ines@example.be');
    await confirm(links.confirm);
    await forwardInBackground();
    received.length = 0;

    const oneClick = new URL(links.oneClick);
    const res = await call(`${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'unsubscribed', locale: 'fr-be' });
    const row = await rowOf('ines@example.be');
    expect(row).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    await forwardInBackground();
    expect(received).toEqual([
      expect.objectContaining({ authorization: 'Bearer key-fr-be', body: expect.objectContaining({ action: 'unsubscribe', email: 'ines@example.be', locale: 'fr-be' }) }),
    ]);
    // The confirmation link no longer works once unsubscribed; the unsubscribe link says so again.
    expect((await confirm(links.confirm)).status).toBe(404);
    const again = await call('/api/newsletter/unsubscribe/', { method: 'POST', body: { token: links.unsubscribe } });
    expect(again.json).toEqual({ status: 'already_unsubscribed', locale: 'fr-be' });
  });

  it('takes the one-click form as multipart/form-data too (RFC 8058 prefers it), limited like JSON', async () => {
    await subscribe({ email: 'kato@example.be' });
    const links = await linksOf('kato@example.be');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const oneClick = new URL(links.oneClick);
    const res = await call(`${oneClick.pathname}${oneClick.search}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'unsubscribed', locale: 'fr-be' });

    const large = new FormData();
    large.set('List-Unsubscribe', 'One-Click');
    large.set('padding', 'x'.repeat(100 * 1024));
    expect((await call(`${oneClick.pathname}${oneClick.search}`, { method: 'POST', body: large })).status).toBe(413);
  });

  it('ends a pending subscription without telling the service, which never knew it', async () => {
    await subscribe({ email: 'jan@example.be' });
    const links = await linksOf('jan@example.be');
    expect((await call('/api/newsletter/unsubscribe/', { method: 'POST', body: { token: links.unsubscribe } })).json.status).toBe('unsubscribed');
    await forwardInBackground();
    expect(received).toEqual([]);
  });

  it('answers 404 JSON for an unknown token, one-click or not, and 422 without a token', async () => {
    const oneClick = await call(`/api/newsletter/unsubscribe/?token=${'B'.repeat(43)}`, {
      method: 'POST',
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(404);
    expect(oneClick.headers.get('content-type')).toMatch(/application\/json/);
    expect(oneClick.json.error.code).toBe('not_found');
    expect((await call('/api/newsletter/unsubscribe/', { method: 'POST', body: { token: 'C'.repeat(43) } })).status).toBe(404);
    expect((await call('/api/newsletter/unsubscribe/', { method: 'POST', body: {} })).status).toBe(422);
    expect(
      (
        await call('/api/newsletter/unsubscribe/', {
          method: 'POST',
          raw: 'List-Unsubscribe=Something-Else',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(422);
  });
});

describe('GET and HEAD of the one-click address (opened as a link, not posted)', () => {
  it('change nothing and answer 303 to the unsubscribe page of the subscription’s locale, with the same token', async () => {
    await subscribe({ email: 'quentin@example.be' }, '?language=nl-be');
    const links = await linksOf('quentin@example.be');
    await confirm(links.confirm);
    await forwardInBackground();
    received.length = 0;

    const oneClick = new URL(links.oneClick);
    for (const method of ['GET', 'HEAD', 'GET']) {
      const res = await call(`${oneClick.pathname}${oneClick.search}`, { method, ip: '10.5.9.1' });
      expect(res.status, method).toBe(303);
      expect(res.headers.get('location'), method).toBe(`/nl-be/newsletter/unsubscribe?token=${links.unsubscribe}`);
      expect(res.headers.get('cache-control'), method).toBe('no-store');
    }
    expect(await rowOf('quentin@example.be', 'nl-be')).toMatchObject({ status: 'active', unsubscribedAt: null });
    await forwardInBackground();
    expect(received).toEqual([]);
  });

  it('send a token that names nothing, or none, to the page of `language`, which tells the link is not valid', async () => {
    const unknown = await call(`/api/newsletter/unsubscribe/?token=${'E'.repeat(43)}&language=fr-fr`, { ip: '10.5.9.2' });
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe(`/fr-fr/newsletter/unsubscribe?token=${'E'.repeat(43)}`);
    const none = await call('/api/newsletter/unsubscribe/', { ip: '10.5.9.2' });
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe('/newsletter/unsubscribe');
    expect((await call('/api/newsletter/unsubscribe/?token=not%20a%20token', { ip: '10.5.9.2' })).status).toBe(400);
  });
});

describe('the pages of the links', () => {
  const form = (path: string, token: string) =>
    call(path, { method: 'POST', raw: new URLSearchParams({ token }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('change nothing when opened (what their GET and HEAD read): mail scanners open every link', async () => {
    await subscribe({ email: 'mona@example.be' });
    const links = await linksOf('mona@example.be');
    for (let i = 0; i < 3; i++) {
      expect(await readConfirmLink(links.confirm)).toEqual({ kind: 'pending', email: 'mona@example.be' });
      expect(await readUnsubscribeLink(links.unsubscribe)).toEqual({ kind: 'subscribed', email: 'mona@example.be' });
    }
    expect(await rowOf('mona@example.be')).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribedAt: null });

    await confirm(links.confirm);
    await forwardInBackground();
    received.length = 0;
    expect(await readConfirmLink(links.confirm)).toEqual({ kind: 'confirmed', email: 'mona@example.be' });
    expect(await readUnsubscribeLink(links.unsubscribe)).toEqual({ kind: 'subscribed', email: 'mona@example.be' });
    expect((await rowOf('mona@example.be'))!.status).toBe('active');
    await forwardInBackground();
    expect(received).toEqual([]);

    expect(await readConfirmLink('A'.repeat(43))).toEqual({ kind: 'invalid' });
    expect(await readConfirmLink('not a token!')).toEqual({ kind: 'invalid' });
    expect(await readUnsubscribeLink(undefined)).toEqual({ kind: 'invalid' });
  });

  it('tell an expired confirmation link, and an ended subscription', async () => {
    await subscribe({ email: 'nora@example.be' });
    const links = await linksOf('nora@example.be');
    await db()
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, 'nora@example.be'));
    expect(await readConfirmLink(links.confirm)).toEqual({ kind: 'expired' });
    await call('/api/newsletter/unsubscribe/', { method: 'POST', body: { token: links.unsubscribe } });
    expect(await readUnsubscribeLink(links.unsubscribe)).toEqual({ kind: 'unsubscribed', email: 'nora@example.be' });
  });

  it('confirm with their button sent without script (a form POST): 303 back to the page in its locale', async () => {
    await subscribe({ email: 'olaf@example.be' }, '?language=nl-be');
    const links = await linksOf('olaf@example.be');
    const res = await form('/api/newsletter/confirm/?language=nl-be', links.confirm);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/nl-be/newsletter/confirm?token=${links.confirm}`);
    expect((await rowOf('olaf@example.be', 'nl-be'))!.status).toBe('active');
    // Sent twice (a double click), or with a token that names nothing: the page tells, no error here.
    expect((await form('/api/newsletter/confirm/?language=nl-be', links.confirm)).status).toBe(303);
    const unknown = await form('/api/newsletter/confirm/', 'D'.repeat(43));
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe(`/newsletter/confirm?token=${'D'.repeat(43)}`);
    expect((await form('/api/newsletter/confirm/', 'not a token!')).status).toBe(422);
    expect((await call('/api/newsletter/confirm/', { method: 'POST' })).status).toBe(422);
  });

  it('unsubscribe with their button sent without script: 303 back to the page; the one-click POST still answers JSON', async () => {
    await subscribe({ email: 'pia@example.be' }, '?language=fr-fr');
    const links = await linksOf('pia@example.be');
    const res = await form('/api/newsletter/unsubscribe/?language=fr-fr', links.unsubscribe);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/fr-fr/newsletter/unsubscribe?token=${links.unsubscribe}`);
    expect((await rowOf('pia@example.be', 'fr-fr'))!.status).toBe('unsubscribed');

    const oneClick = new URL(links.oneClick);
    const again = await call(`${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: 'already_unsubscribed', locale: 'fr-fr' });
  });
});
