import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { contactMessages, newsletterSubscriptions, promotionVotes, storeAlerts, storeRatings, stores } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';

setupTestDatabase({ seeded: true });

/**
 * Public actions fired all at once, as a crowd does: nothing may be lost, counted twice or stored
 * twice, and no request may fail. Every visitor has an address of its own, so each stays within
 * its own rate limit (limits are per client address) without any switch in the production code.
 */

/** A distinct client address for each of up to 65,536 clients of one test. */
const addressOf = (block: number, n: number) => `10.${block}.${n >> 8}.${n & 255}`;

/** What the rating service stores: the average rounded to 2 decimals, half away from zero. */
function roundedAverage(sum: number, count: number): number {
  // In integers, so that no binary fraction decides a tie.
  return Math.floor((200 * sum + count) / (2 * count)) / 100;
}

/** The statuses of a batch of answers and how many of each. */
function statusCounts(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('1,000 visitors rating one store at once', () => {
  const VISITORS = 1_000;
  /** Every third visitor changes their mind in the second wave. */
  const CHANGERS = Array.from({ length: VISITORS }, (_, n) => n).filter((n) => n % 3 === 0);
  const firstVote = (n: number) => ((n * 7) % 5) + 1;
  const secondVote = (n: number) => (firstVote(n) % 5) + 1;

  let storeId: number;
  let prior: { sum: number; count: number };
  /** Each visitor's signed visitor id, as the first answer hands it out. */
  const cookies: string[] = [];

  beforeAll(async () => {
    // The most voted store of those the site shows, so that the prior votes weigh in the average.
    const listed = await call('/api/stores/?size=100');
    expect(listed.status).toBe(200);
    const [rated] = (listed.json.results as { id: number; rating_count: number }[])
      .filter((store) => store.rating_count > 0)
      .sort((a, b) => b.rating_count - a.rating_count || a.id - b.id);
    expect(rated, 'the seed rates some stores').toBeDefined();
    storeId = rated!.id;
    const [store] = await db()
      .select({ sum: stores.ratingSum, count: stores.ratingCount })
      .from(stores)
      .where(eq(stores.id, storeId));
    prior = { sum: store!.sum, count: store!.count };
  });

  const rate = (n: number, rating: number, cookie?: string) =>
    call(`/api/stores/${storeId}/update_rating/`, {
      method: 'POST',
      body: { rating },
      ip: addressOf(60, n),
      ...(cookie ? { headers: { cookie } } : {}),
    });

  const readBack = async () => {
    const res = await call(`/api/stores/${storeId}/`);
    expect(res.status).toBe(200);
    return { rating: res.json.rating as number, rating_count: res.json.rating_count as number };
  };

  /** The store's vote rows, which the counters must add up to. */
  const votesOf = async () =>
    db().select({ voter: storeRatings.voterHash, rating: storeRatings.rating }).from(storeRatings).where(eq(storeRatings.storeId, storeId));

  it('counts every first vote once and keeps the average exact', async () => {
    const visitors = Array.from({ length: VISITORS }, (_, n) => n);
    const started = performance.now();
    const answers = await Promise.all(visitors.map((n) => rate(n, firstVote(n))));
    const elapsed = Math.round(performance.now() - started);

    expect(statusCounts(answers)).toEqual({ 200: VISITORS });
    for (const [n, answer] of answers.entries()) {
      expect(answer.json.your_rating, `visitor ${n}`).toBe(firstVote(n));
      const cookie = answer.headers.get('set-cookie');
      expect(cookie, `visitor ${n}`).toMatch(/^visitor_id=/);
      cookies[n] = cookie!.split(';')[0]!;
    }
    expect(new Set(cookies).size).toBe(VISITORS);

    // The store's row moves one vote at a time: the counts answered are each count from the
    // first new vote to the last, once.
    const counts = answers.map((answer) => answer.json.rating_count as number).sort((a, b) => a - b);
    expect(counts).toEqual(visitors.map((n) => prior.count + 1 + n));

    const sum = prior.sum + visitors.reduce((total, n) => total + firstVote(n), 0);
    const expected = { rating: roundedAverage(sum, prior.count + VISITORS), rating_count: prior.count + VISITORS };
    const last = answers.find((answer) => answer.json.rating_count === expected.rating_count)!;
    expect({ rating: last.json.rating, rating_count: last.json.rating_count }).toEqual(expected);
    expect(await readBack()).toEqual(expected);

    const [store] = await db().select({ sum: stores.ratingSum }).from(stores).where(eq(stores.id, storeId));
    const votes = await votesOf();
    expect(store!.sum).toBe(sum);
    expect(votes).toHaveLength(prior.count + VISITORS);
    expect(votes.reduce((total, vote) => total + vote.rating, 0)).toBe(sum);
    console.info(
      `[${process.env.TEST_DATABASE}] ${VISITORS} concurrent first votes in ${elapsed} ms: ` +
        `count ${prior.count} -> ${expected.rating_count}, average expected ${expected.rating}, got ${last.json.rating}`,
    );
  });

  it('replaces the votes of visitors who change their mind at once, the count unchanged', async () => {
    expect(cookies, 'the first wave ran').toHaveLength(VISITORS);
    const started = performance.now();
    const answers = await Promise.all(CHANGERS.map((n) => rate(n, secondVote(n), cookies[n])));
    const elapsed = Math.round(performance.now() - started);

    expect(statusCounts(answers)).toEqual({ 200: CHANGERS.length });
    const total = prior.count + VISITORS;
    for (const [i, answer] of answers.entries()) {
      expect(answer.json.your_rating, `visitor ${CHANGERS[i]}`).toBe(secondVote(CHANGERS[i]!));
      expect(answer.json.rating_count, `visitor ${CHANGERS[i]}`).toBe(total);
      // A visitor known by the cookie is not handed a new one.
      expect(answer.headers.get('set-cookie')).toBeNull();
    }

    const changed = new Set(CHANGERS);
    const sum =
      prior.sum +
      Array.from({ length: VISITORS }, (_, n) => (changed.has(n) ? secondVote(n) : firstVote(n))).reduce((a, b) => a + b, 0);
    const expected = { rating: roundedAverage(sum, total), rating_count: total };
    expect(await readBack()).toEqual(expected);

    const votes = await votesOf();
    expect(votes).toHaveLength(total);
    expect(new Set(votes.map((vote) => vote.voter)).size).toBe(total);
    expect(votes.reduce((acc, vote) => acc + vote.rating, 0)).toBe(sum);
    console.info(
      `[${process.env.TEST_DATABASE}] ${CHANGERS.length} concurrent changes of vote in ${elapsed} ms: ` +
        `count ${total} (unchanged), average expected ${expected.rating}, got ${(await readBack()).rating}`,
    );
  });
});

describe('300 visitors answering "did it work?" on one promotion at once', () => {
  const VISITORS = 300;
  const worked = (n: number) => n % 3 !== 0;

  it('keeps one answer per visitor, a changed answer replacing the first, and counts them exactly', async () => {
    const listed = await call('/api/promotions/?size=1');
    const promotionId = listed.json.results[0].id as number;
    const answer = (n: number, yes: boolean, cookie?: string) =>
      call(`/api/promotions/${promotionId}/vote/`, {
        method: 'POST',
        body: { worked: yes },
        ip: addressOf(63, n),
        ...(cookie ? { headers: { cookie } } : {}),
      });

    const first = await Promise.all(Array.from({ length: VISITORS }, (_, n) => answer(n, worked(n))));
    expect(statusCounts(first)).toEqual({ 200: VISITORS });
    const cookies = first.map((res) => res.headers.get('set-cookie')!.split(';')[0]!);
    // Every visitor whose first answer was no says yes now, the same visitor twice at once.
    const changers = Array.from({ length: VISITORS }, (_, n) => n).filter((n) => !worked(n));
    const second = await Promise.all(changers.flatMap((n) => [answer(n, true, cookies[n]), answer(n, true, cookies[n])]));
    expect(statusCounts(second)).toEqual({ 200: changers.length * 2 });

    const rows = await db().select({ worked: promotionVotes.worked }).from(promotionVotes).where(eq(promotionVotes.promotionId, promotionId));
    expect(rows).toHaveLength(VISITORS);
    expect(rows.every((row) => row.worked)).toBe(true);
    const figures = (await call(`/api/promotions/trust/?ids=${promotionId}`)).json.items[promotionId];
    expect(figures).toMatchObject({ votes: VISITORS, worked: VISITORS, success_rate: 100 });
  });
});

describe('200 contact messages at once', () => {
  const MESSAGES = 200;

  it('answers every one 201 and stores each exactly once', async () => {
    const run = `conc-${Date.now().toString(36)}`;
    const marker = (n: number) => `${run}-message-${n}`;
    const answers = await Promise.all(
      Array.from({ length: MESSAGES }, (_, n) =>
        call('/api/pages/send_email/?language=fr-be', {
          method: 'POST',
          ip: addressOf(61, n),
          body: { email: `sender${n}@example.be`, name: `Sender ${n}`, message: `Hello, this is ${marker(n)}.` },
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 201: MESSAGES });

    const rows = await db()
      .select({ id: contactMessages.id, message: contactMessages.message })
      .from(contactMessages)
      .where(like(contactMessages.message, `%${run}-message-%`));
    expect(rows).toHaveLength(MESSAGES);
    const markers = rows.map((row) => /(conc-\w+-message-\d+)/.exec(row.message)![1]!).sort();
    expect(markers).toEqual(Array.from({ length: MESSAGES }, (_, n) => marker(n)).sort());
    // Each answer names the row that holds its own message.
    const byId = new Map(rows.map((row) => [row.id, row.message]));
    for (const [n, answer] of answers.entries()) expect(byId.get(answer.json.id), `message ${n}`).toContain(`${marker(n)}.`);
  });
});

describe('200 newsletter sign-ups at once, with duplicates', () => {
  const ADDRESSES = 200;
  const DUPLICATED = ['twice@example.be', 'thrice@example.be'];

  it('answers every one 202 and keeps exactly one row per address', async () => {
    const distinct = Array.from({ length: ADDRESSES }, (_, n) => `reader-${n}@conc.example.be`);
    // Each duplicated address comes 8 times, in different cases, among the others.
    const duplicates = DUPLICATED.flatMap((email) =>
      Array.from({ length: 8 }, (_, k) => (k % 2 ? email.toUpperCase() : email)),
    );
    const sent = [...distinct, ...duplicates];
    const answers = await Promise.all(
      sent.map((email, n) =>
        call('/api/newsletter/?language=nl-be', { method: 'POST', ip: addressOf(62, n), body: { email } }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 202: sent.length });
    for (const answer of answers) expect(answer.json.status).toBe('confirmation_requested');

    const rows = await db()
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.locale, 'nl-be'),
          inArray(newsletterSubscriptions.email, [...distinct, ...DUPLICATED]),
        ),
      );
    expect(rows.map((row) => row.email).sort()).toEqual([...distinct, ...DUPLICATED].sort());
  });
});

describe('200 subscriptions to one store’s alerts at once, with duplicates', () => {
  const ADDRESSES = 200;
  const DUPLICATED = ['twice@alerts.example.be', 'thrice@alerts.example.be'];

  it('answers every one 202 and keeps exactly one row per address and store', async () => {
    const listed = await call('/api/stores/?size=1&language=nl-be');
    const storeId = listed.json.results[0].id as number;
    const distinct = Array.from({ length: ADDRESSES }, (_, n) => `reader-${n}@alerts.example.be`);
    const duplicates = DUPLICATED.flatMap((email) => Array.from({ length: 8 }, (_, k) => (k % 2 ? email.toUpperCase() : email)));
    const sent = [...distinct, ...duplicates];
    const answers = await Promise.all(
      sent.map((email, n) => call(`/api/stores/${storeId}/alerts/?language=nl-be`, { method: 'POST', ip: addressOf(64, n), body: { email } })),
    );
    expect(statusCounts(answers)).toEqual({ 202: sent.length });

    const rows = await db()
      .select({ email: storeAlerts.email })
      .from(storeAlerts)
      .where(and(eq(storeAlerts.storeId, storeId), inArray(storeAlerts.email, [...distinct, ...DUPLICATED])));
    expect(rows.map((row) => row.email).sort()).toEqual([...distinct, ...DUPLICATED].sort());
  });
});
