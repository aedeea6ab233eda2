import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { TRUST_FLAG_BELOW_PERCENT, TRUST_MIN_VOTES, TRUST_TIME_ZONE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { NotFoundError } from '../errors';
import { offsetOf, type Page, type Paging } from './lib/paging';
import type { PromotionTrust } from '@/lib/contracts';

type Row = Record<string, unknown>;

async function rowsOf<T extends Row>(query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{rows}`; the common Db type does not say so.
  const result = (await db().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp as ISO 8601 in UTC, written by the database so that both drivers answer the same text. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The success rate of `worked` yes out of `votes`, as a whole percent, null while the votes are
 * too few to say anything. PostgreSQL's round() of a positive numeric rounds half up as this does,
 * so the flagged list (which computes it in SQL) and the figures agree.
 */
export function successRate(votes: number, worked: number): number | null {
  return votes >= TRUST_MIN_VOTES ? Math.round((worked * 100) / votes) : null;
}

/**
 * A promotion as visitors of the locale see it: started (a scheduled one stays out of every public
 * read, lib/active.ts) and with content in the locale; ended ones stay, their pages list them.
 */
const visibleIn = (locale: Locale) => sql`p.starts_at <= now()
  and exists (select 1 from promotion_translations t where t.promotion_id = p.id and t.locale = ${locale})`;

type TrustRow = {
  id: number;
  votes: number;
  worked: number;
  uses_today: number;
  last_used_at: string | null;
  your_vote: boolean | null;
};

/**
 * The figures of each promotion of `ids` that visitors of `locale` can see, by id; the others are
 * left out. One statement whatever the number of ids: the votes are counted per promotion in one
 * grouped read and the uses of each coupon through the (coupon_id, used_at) index. `voterHash`
 * names the visitor whose own vote to answer; null answers no one's.
 */
export async function promotionTrust(
  locale: Locale,
  ids: readonly number[],
  voterHash: string | null = null,
): Promise<Map<number, PromotionTrust>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const idList = sql.join(
    unique.map((id) => sql`${id}`),
    sql`, `,
  );
  const yourVote =
    voterHash === null
      ? sql`null::boolean`
      : sql`(select m.worked from promotion_votes m where m.promotion_id = p.id and m.voter_hash = ${voterHash})`;
  const rows = await rowsOf<TrustRow>(sql`
    select p.id,
      coalesce(v.votes, 0)::int as votes,
      coalesce(v.worked, 0)::int as worked,
      (select count(*)::int from coupon_uses u
        where u.coupon_id = c.id and u.used_at >= date_trunc('day', now(), ${TRUST_TIME_ZONE})) as uses_today,
      ${iso(sql`c.time_of_using`)} as last_used_at,
      ${yourVote} as your_vote
    from promotions p
    left join coupons c on c.promotion_id = p.id
    left join (
      select promotion_id, count(*) as votes, count(*) filter (where worked) as worked
      from promotion_votes where promotion_id in (${idList}) group by promotion_id
    ) v on v.promotion_id = p.id
    where p.id in (${idList}) and ${visibleIn(locale)}`);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        votes: row.votes,
        worked: row.worked,
        success_rate: successRate(row.votes, row.worked),
        uses_today: row.uses_today,
        last_used_at: row.last_used_at,
        your_vote: row.your_vote,
      },
    ]),
  );
}

/**
 * Records whether the promotion's code or offer worked for a visitor: one vote per visitor and
 * promotion, a second replacing the first (an upsert on their key, so concurrent votes of one
 * visitor still leave one row). 404 when visitors of `locale` cannot see the promotion. Answers
 * the promotion's figures with the vote as now recorded.
 */
export async function votePromotion(locale: Locale, promotionId: number, voterHash: string, worked: boolean): Promise<PromotionTrust> {
  const voted = await rowsOf<{ promotion_id: number }>(sql`
    insert into promotion_votes (promotion_id, voter_hash, worked)
    select p.id, ${voterHash}::varchar, ${worked}::boolean from promotions p
    where p.id = ${promotionId} and ${visibleIn(locale)}
    on conflict (promotion_id, voter_hash) do update set worked = excluded.worked, updated_at = now()
    returning promotion_id`);
  const figures = voted.length > 0 ? (await promotionTrust(locale, [promotionId], voterHash)).get(promotionId) : undefined;
  // Deleted between the two statements: gone, as if it had not been there.
  if (!figures) throw new NotFoundError(`No promotion ${promotionId} in ${locale}`);
  return figures;
}

export type FlaggedPromotion = {
  id: number;
  title: string;
  store_id: number;
  store_name: string;
  ends_at: string | null;
  votes: number;
  worked: number;
  success_rate: number;
  last_vote_at: string;
};

/**
 * Promotions that visitors say do not work: at least TRUST_MIN_VOTES votes and a success rate
 * below TRUST_FLAG_BELOW_PERCENT, most "no" votes first (then the lowest rate, the latest vote),
 * for the editors to check. Titles and store names in `locale`, else in any locale the promotion
 * or store has (as the back-office's promotion list). Any status: an editor may still fix an
 * ended or scheduled one.
 */
export async function flaggedPromotions(locale: Locale, paging: Paging): Promise<Page<FlaggedPromotion>> {
  const rate = sql`round(100.0 * count(*) filter (where worked) / count(*))`;
  const tallies = sql`
    select promotion_id, count(*)::int as votes, (count(*) filter (where worked))::int as worked,
      ${rate}::int as success_rate, max(updated_at) as last_vote_at
    from promotion_votes group by promotion_id
    having count(*) >= ${TRUST_MIN_VOTES} and ${rate} < ${TRUST_FLAG_BELOW_PERCENT}`;
  const [counted, results] = await Promise.all([
    rowsOf<{ count: number }>(sql`select count(*)::int as count from (${tallies}) f`),
    rowsOf<FlaggedPromotion>(sql`
      with flagged as (${tallies})
      select p.id, p.store_id,
        coalesce((select t.title from promotion_translations t where t.promotion_id = p.id
          order by t.locale = ${locale}::locale desc, t.locale limit 1), '') as title,
        coalesce((select st.name from store_translations st where st.store_id = p.store_id
          order by st.locale = ${locale}::locale desc, st.locale limit 1), '') as store_name,
        ${iso(sql`p.ends_at`)} as ends_at,
        f.votes, f.worked, f.success_rate, ${iso(sql`f.last_vote_at`)} as last_vote_at
      from flagged f join promotions p on p.id = f.promotion_id
      order by f.votes - f.worked desc, f.success_rate asc, f.last_vote_at desc, p.id desc
      limit ${paging.size} offset ${offsetOf(paging)}`),
  ]);
  return { count: counted[0]?.count ?? 0, results };
}
