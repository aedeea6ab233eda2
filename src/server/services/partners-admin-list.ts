import 'server-only';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FeedFormat, FeedMode } from '@/lib/feed-mapping';
import { db } from '../db/client';
import { partnerFeeds, partners } from '../db/schema';
import { NotFoundError } from '../errors';
import { type FeedRun, lastRuns } from './feed-import/runs';
import { likePattern } from './lib/like';
import { offsetOf, type Page, type Paging } from './lib/paging';
import type { PartnerRecord } from './partners-admin';

/**
 * The datafeed's partners as the back-office lists them: each with how its feed is read and when,
 * and how its last import went. The feed's address stays out of the list (it may carry the
 * partner's key); the partner's feed settings tell it.
 */

export type PartnerRow = PartnerRecord & {
  feed_format: FeedFormat | null;
  feed_mode: FeedMode;
  has_feed_url: boolean;
  schedule: string | null;
  feed_enabled: boolean;
  next_run_at: Date | null;
  last_run: Omit<FeedRun, 'rejections'> | null;
};

export const PARTNER_ORDERINGS = ['name', 'position', 'id'] as const;
export type PartnerOrdering = (typeof PARTNER_ORDERINGS)[number] | `-${(typeof PARTNER_ORDERINGS)[number]}`;

const ORDER_COLUMNS = { name: partners.name, position: partners.position, id: partners.id } as const;

export type PartnerFilters = {
  /** Words of the name or the slug. */
  q?: string;
};

const record = {
  id: partners.id,
  name: partners.name,
  slug: partners.slug,
  website: partners.website,
  logo: partners.logo,
  position: partners.position,
};

export async function listPartnerRows(filters: PartnerFilters, paging: Paging & { ordering?: PartnerOrdering }): Promise<Page<PartnerRow>> {
  const where: SQL | undefined = filters.q ? or(ilike(partners.name, likePattern(filters.q)), ilike(partners.slug, likePattern(filters.q))) : undefined;
  const ordering = paging.ordering ?? 'name';
  const column = ORDER_COLUMNS[ordering.replace(/^-/, '') as (typeof PARTNER_ORDERINGS)[number]];
  const direction = ordering.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        ...record,
        format: partnerFeeds.format,
        mode: partnerFeeds.mode,
        url: partnerFeeds.url,
        schedule: partnerFeeds.schedule,
        enabled: partnerFeeds.enabled,
        nextRunAt: partnerFeeds.nextRunAt,
      })
      .from(partners)
      .leftJoin(partnerFeeds, eq(partnerFeeds.partnerId, partners.id))
      .where(where)
      .orderBy(direction(column), direction(partners.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db().select({ n: count() }).from(partners).where(where),
  ]);
  const runs = await lastRuns(
    db(),
    rows.map((row) => row.id),
  );
  return {
    count: Number(total?.n ?? 0),
    results: rows.map(({ format, mode, url, schedule, enabled, nextRunAt, ...partner }) => ({
      ...partner,
      // A partner without feed settings has the defaults (feed-import/feeds.ts getPartnerFeed).
      feed_format: format,
      feed_mode: mode ?? 'full',
      has_feed_url: Boolean(url),
      schedule,
      feed_enabled: enabled ?? true,
      next_run_at: nextRunAt,
      last_run: runs.get(partner.id) ?? null,
    })),
  };
}

/** A partner as PATCH /api/partners/{id}/ takes it back. */
export async function getPartnerRecord(id: number): Promise<PartnerRecord> {
  const [row] = await db().select(record).from(partners).where(eq(partners.id, id));
  if (!row) throw new NotFoundError(`No partner ${id}`);
  return row;
}
