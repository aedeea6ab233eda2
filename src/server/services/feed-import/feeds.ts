import 'server-only';
import { Cron } from 'croner';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerFeeds, partners } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { recordAudit } from '../audit';
import { type FeedFormat, type FeedMapping, feedMappingSchema, type FeedMode } from '@/lib/feed-mapping';

/**
 * Each partner's feed settings: where the feed is published, its format (told from the name or
 * the content when left out), how its columns map to a deal, whether it is a full or a delta
 * feed, and when it is imported (a cron expression in UTC).
 */

export type PartnerRef = { id: number; slug: string; name: string };

export type PartnerFeed = {
  partner: PartnerRef;
  url: string | null;
  format: FeedFormat | null;
  mode: FeedMode;
  mapping: FeedMapping;
  schedule: string | null;
  enabled: boolean;
  nextRunAt: Date | null;
  updatedAt: Date | null;
};

export type PartnerFeedInput = {
  url?: string | null;
  format?: FeedFormat | null;
  mode?: FeedMode;
  mapping?: unknown;
  schedule?: string | null;
  enabled?: boolean;
};

/** A partner by its id or its slug. */
export async function findPartner(database: Db, ref: number | string): Promise<PartnerRef> {
  const [partner] = await database
    .select({ id: partners.id, slug: partners.slug, name: partners.name })
    .from(partners)
    .where(typeof ref === 'number' ? eq(partners.id, ref) : eq(partners.slug, ref));
  if (!partner) throw new NotFoundError(`No partner ${typeof ref === 'number' ? ref : `'${ref}'`}`);
  return partner;
}

export async function listPartnerRefs(database: Db): Promise<PartnerRef[]> {
  return database.select({ id: partners.id, slug: partners.slug, name: partners.name }).from(partners).orderBy(asc(partners.position), asc(partners.id));
}

/**
 * The next time a schedule fires after `from`, or a 422 naming what is wrong with it; field
 * errors are `[{path, message}]`, as the API's own, so the back-office shows them on the field.
 */
export function nextRunOf(schedule: string, from = new Date()): Date | null {
  let cron: Cron;
  try {
    cron = new Cron(schedule, { timezone: 'UTC', paused: true });
  } catch (error) {
    const message = (error as Error).message;
    throw new ValidationError(`schedule: ${message}`, [{ path: 'schedule', message }]);
  }
  try {
    return cron.nextRun(from);
  } finally {
    cron.stop();
  }
}

/** A partner's feed settings; a partner without any gets the defaults (the feed's columns named as our fields). */
export async function getPartnerFeed(database: Db, ref: number | string): Promise<PartnerFeed> {
  const partner = await findPartner(database, ref);
  const [row] = await database.select().from(partnerFeeds).where(eq(partnerFeeds.partnerId, partner.id));
  return {
    partner,
    url: row?.url ?? null,
    format: row?.format ?? null,
    mode: row?.mode ?? 'full',
    mapping: feedMappingSchema.parse(row?.mapping ?? {}),
    schedule: row?.schedule ?? null,
    enabled: row?.enabled ?? true,
    nextRunAt: row?.nextRunAt ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** The settings an editor writes, as the audit log compares them. */
const settingsOf = ({ url, format, mode, mapping, schedule, enabled }: PartnerFeed) => ({ url, format, mode, mapping, schedule, enabled });

/** Writes a partner's feed settings (what is left out keeps its value); a schedule needs a URL to fetch. */
export async function putPartnerFeed(database: Db, ref: number | string, input: PartnerFeedInput): Promise<PartnerFeed> {
  const current = await getPartnerFeed(database, ref);
  const parsed = input.mapping === undefined ? undefined : feedMappingSchema.safeParse(input.mapping);
  if (parsed && !parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: ['mapping', ...issue.path].join('.'), message: issue.message }));
    throw new ValidationError('mapping: not a valid feed mapping', details);
  }
  const next = {
    url: input.url === undefined ? current.url : input.url,
    format: input.format === undefined ? current.format : input.format,
    mode: input.mode ?? current.mode,
    mapping: parsed ? parsed.data : current.mapping,
    schedule: input.schedule === undefined ? current.schedule : input.schedule,
    enabled: input.enabled ?? current.enabled,
  };
  if (next.schedule && !next.url) {
    throw new ValidationError('schedule: a scheduled import needs the feed’s url', [{ path: 'url', message: 'A scheduled import needs the feed’s url' }]);
  }
  const nextRunAt = next.schedule && next.enabled ? nextRunOf(next.schedule) : null;
  const values = { ...next, nextRunAt, updatedAt: new Date() };
  await database
    .insert(partnerFeeds)
    .values({ partnerId: current.partner.id, ...values })
    .onConflictDoUpdate({ target: partnerFeeds.partnerId, set: values });
  const saved = await getPartnerFeed(database, current.partner.id);
  await recordAudit(database, { action: 'update', entityType: 'partner_feed', entityId: current.partner.id, locale: null, before: settingsOf(current), after: settingsOf(saved) });
  return saved;
}
