import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { proposedStores, storeRatings, stores } from '../db/schema';
import { invalidate, tags } from '../cache/invalidate';
import { NotFoundError } from '../errors';
import type { Locale } from '@/lib/locales';
import type { ProposeStoreForm } from '@/lib/forms';
import { offsetOf, type Page, type Paging } from './lib/paging';

export type RatingResult = { rating: number; rating_count: number; your_rating: number };

type RatingRow = { rating: string | number; rating_count: number; your_rating: number };

/**
 * Records a visitor's vote (1..5) on a store; a second vote from the same visitor replaces the
 * first. The store's average, count and sum stay exact under concurrent votes: the vote is an
 * upsert and the store row moves by the difference in one atomic UPDATE, in a single statement.
 */
export async function rateStore(storeId: number, voterHash: string, rating: number): Promise<RatingResult> {
  const voted = await db().transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    if (!store) return null;
    // Serializes only the votes of this visitor on this store, so that the previous vote read by
    // the next statement is the one its upsert replaces. Other visitors never wait on it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rating:${storeId}:${voterHash}`}, 0))`);
    const result = await tx.execute(sql`
      with previous as (
        select rating from store_ratings where store_id = ${storeId} and voter_hash = ${voterHash}
      ),
      vote as (
        insert into store_ratings (store_id, voter_hash, rating)
        values (${storeId}, ${voterHash}, ${rating})
        on conflict (store_id, voter_hash) do update set rating = excluded.rating, updated_at = now()
        returning rating
      ),
      delta as (
        select vote.rating as your_rating,
               vote.rating - coalesce((select rating from previous), 0) as sum_delta,
               case when exists (select 1 from previous) then 0 else 1 end as count_delta
        from vote
      )
      update stores set
        rating_sum = stores.rating_sum + delta.sum_delta,
        rating_count = stores.rating_count + delta.count_delta,
        rating = round((stores.rating_sum + delta.sum_delta)::numeric / greatest(stores.rating_count + delta.count_delta, 1), 2),
        updated_at = now()
      from delta
      where stores.id = ${storeId}
      returning stores.rating, stores.rating_count, delta.your_rating
    `);
    // Both drivers answer raw SQL with `{rows}`; the common Db type does not say so.
    return (result as unknown as { rows: RatingRow[] }).rows[0] ?? null;
  });
  if (!voted) throw new NotFoundError(`No store ${storeId}`);
  await invalidate(tags.store(storeId));
  return {
    // numeric comes back as a string from both drivers.
    rating: Number(voted.rating),
    rating_count: Number(voted.rating_count),
    your_rating: Number(voted.your_rating),
  };
}

export type VisitorRating = { rating: number; rating_count: number; your_rating: number | null };

/**
 * A store's figures with this visitor's vote, if any: the store page is cached for everyone, so
 * the browser asks for the vote that makes the page the visitor's own.
 */
export async function visitorRating(storeId: number, voterHash: string): Promise<VisitorRating> {
  const [row] = await db()
    .select({ rating: stores.rating, rating_count: stores.ratingCount, your_rating: storeRatings.rating })
    .from(stores)
    .leftJoin(storeRatings, and(eq(storeRatings.storeId, stores.id), eq(storeRatings.voterHash, voterHash)))
    .where(eq(stores.id, storeId));
  if (!row) throw new NotFoundError(`No store ${storeId}`);
  return { rating: Number(row.rating), rating_count: row.rating_count, your_rating: row.your_rating };
}

/** A store a visitor suggests we add (stores/share, the search page's propose-a-store). */
export async function proposeStore(locale: Locale, form: ProposeStoreForm, clientHash: string): Promise<void> {
  await db().insert(proposedStores).values({ locale, store: form.store, website: form.website, clientHash });
}

export type ProposedStore = { id: number; locale: Locale; store: string; website: string; created_at: string };

/** Stores visitors proposed, newest first, for the editors who add them; one locale's or all. */
export async function listProposedStores(options: Paging & { locale?: Locale }): Promise<Page<ProposedStore>> {
  const where = options.locale ? eq(proposedStores.locale, options.locale) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: proposedStores.id,
        locale: proposedStores.locale,
        store: proposedStores.store,
        website: proposedStores.website,
        createdAt: proposedStores.createdAt,
      })
      .from(proposedStores)
      .where(where)
      .orderBy(desc(proposedStores.id))
      .limit(options.size)
      .offset(offsetOf(options)),
    db().select({ n: count() }).from(proposedStores).where(where),
  ]);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
  };
}

