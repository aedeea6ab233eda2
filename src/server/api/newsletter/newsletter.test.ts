import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { newsletterSubscriptions } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { env } from '@/server/env';
import { call } from '@test/api';

setupTestDatabase({ seeded: false });

const subscribe = (body: unknown, ip: string, query = '') => call(`/api/newsletter/${query}`, { method: 'POST', body, ip });

const rowsFor = (email: string) =>
  db()
    .select({ locale: newsletterSubscriptions.locale })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .orderBy(newsletterSubscriptions.locale);

describe('POST /api/newsletter/', () => {
  it('subscribes an address in the locale of `language`, fr-be by default', async () => {
    const res = await subscribe({ email: 'anna@example.be' }, '10.5.0.1');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ subscribed: true });
    await subscribe({ email: 'anna@example.be' }, '10.5.0.1', '?language=nl-be');
    expect(await rowsFor('anna@example.be')).toEqual([{ locale: 'fr-be' }, { locale: 'nl-be' }]);
  });

  it('answers the same to a second subscription and stores no duplicate', async () => {
    const first = await subscribe({ email: 'Bert@Example.fr' }, '10.5.0.2', '?language=fr-fr');
    const second = await subscribe({ email: ' bert@example.fr ' }, '10.5.0.2', '?language=fr-fr');
    expect(second.status).toBe(first.status);
    expect(second.json).toEqual(first.json);
    expect(await rowsFor('bert@example.fr')).toEqual([{ locale: 'fr-fr' }]);
  });

  it('rejects a bad address and a filled honeypot with 422', async () => {
    expect((await subscribe({ email: 'not-an-address' }, '10.5.0.3')).status).toBe(422);
    expect((await subscribe({}, '10.5.0.3')).status).toBe(422);
    const bot = await subscribe({ email: 'bot@example.be', company: 'Spam Inc' }, '10.5.0.4');
    expect(bot.status).toBe(422);
    expect(await rowsFor('bot@example.be')).toEqual([]);
  });

  it('limits subscriptions per client, with Retry-After', async () => {
    for (let i = 0; i < env.RATE_LIMIT_POINTS; i++) {
      expect((await subscribe({ email: `reader${i}@example.be` }, '10.5.1.1')).status).toBe(200);
    }
    const limited = await subscribe({ email: 'late@example.be' }, '10.5.1.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.error.code).toBe('rate_limited');
  });
});
