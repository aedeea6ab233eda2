import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { outboundClicks, promotions, promotionTranslations, properties, stores, storeTranslations } from '../db/schema';
import type { OutboundKind } from '@/lib/outbound';
import { hasStarted, isExpired } from './lib/active';

/**
 * Click-outs (`/out/<kind>/<id>`): where a merchant or partner link leads, and how many times it
 * was followed, per day. Only what the site shows is a target, and only over http(s).
 */

/**
 * The address itself when it is an absolute http(s) URL, else null: a redirect never leads to
 * `javascript:`, `data:`, a relative path or a malformed address, whatever an editor or a feed
 * wrote.
 */
export function safeTarget(link: string): string | null {
  const text = link.trim();
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.toString();
}

/** A store is on the site when it has content in at least one locale (DESIGN §4). */
function storeIsPublic() {
  return exists(db().select({ one: sql`1` }).from(storeTranslations).where(eq(storeTranslations.storeId, stores.id)));
}

async function storeTarget(id: number): Promise<string | null> {
  const [row] = await db()
    .select({ website: stores.website })
    .from(stores)
    .where(and(eq(stores.id, id), storeIsPublic()));
  return row ? safeTarget(row.website) : null;
}

/**
 * A promotion visitors can see (started, with content in a locale, of a store on the site). An
 * active one leads to its own link; an ended one to its store's site: the store page still shows
 * it (among the expired promotions, under its store), and a page cached for up to a minute after
 * the end may still carry its link, whose visitor should land at the merchant rather than on an
 * error. A scheduled promotion is not public yet: not found.
 */
async function promotionTarget(id: number, now: Date): Promise<string | null> {
  const [row] = await db()
    .select({ link: promotions.link, website: stores.website, expired: sql<boolean>`coalesce(${isExpired(now)}, false)` })
    .from(promotions)
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .where(
      and(
        eq(promotions.id, id),
        hasStarted(now),
        exists(db().select({ one: sql`1` }).from(promotionTranslations).where(eq(promotionTranslations.promotionId, promotions.id))),
        storeIsPublic(),
      ),
    );
  if (!row) return null;
  return safeTarget(row.expired ? row.website : row.link);
}

/** A deal of the datafeed: every deal is listed (the comparator), so every one is a target. */
async function propertyTarget(id: number): Promise<string | null> {
  const [row] = await db().select({ link: properties.deepLink }).from(properties).where(eq(properties.id, id));
  return row ? safeTarget(row.link) : null;
}

/** Where `/out/<kind>/<id>` leads, or null: no such public thing, or no http(s) address to go to. */
export async function targetOf(kind: OutboundKind, id: number, now: Date = new Date()): Promise<string | null> {
  switch (kind) {
    case 'store':
      return storeTarget(id);
    case 'promotion':
      return promotionTarget(id, now);
    case 'property':
      return propertyTarget(id);
  }
}

/** The day a click counts for: the UTC calendar day, the same on every server whatever its zone. */
export function clickDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Counts a click on a target for the day, once per client (`client`, the one-way client key): a
 * link scanner or a script reloading one link adds one click a day, not one per request. One
 * statement: the visit is kept (a hash of client, target and day) unless it is already there, and
 * only a new visit moves the target's count, in an upsert under which concurrent first clicks add
 * up. Visits older than yesterday go as it runs; yesterday's stay so that servers whose clocks
 * straddle midnight still agree.
 */
export async function recordClick(kind: OutboundKind, targetId: number, client: string, now: Date = new Date()): Promise<void> {
  const day = clickDay(now);
  const visit = createHash('sha256').update(`${kind}:${targetId}:${day}:${client}`).digest('hex').slice(0, 32);
  await db().execute(sql`
    with forgotten as (
      delete from outbound_click_visits where day < ${day}::date - 1
    ),
    first_visit as (
      insert into outbound_click_visits (day, visit) values (${day}, ${visit})
      on conflict do nothing
      returning day
    )
    insert into outbound_clicks (kind, target_id, day, clicks)
    select ${kind}::outbound_kind, ${targetId}, day, 1 from first_visit
    on conflict (kind, target_id, day) do update set clicks = outbound_clicks.clicks + 1
  `);
}

export type ClickCounts = { kind: OutboundKind; id: number; total: number; days: { day: string; clicks: number }[] };

/** The clicks on one target, newest day first (at most a year of days), with their total. */
export async function clickCounts(kind: OutboundKind, targetId: number): Promise<ClickCounts> {
  const rows = await db()
    .select({ day: outboundClicks.day, clicks: outboundClicks.clicks })
    .from(outboundClicks)
    .where(and(eq(outboundClicks.kind, kind), eq(outboundClicks.targetId, targetId)))
    .orderBy(desc(outboundClicks.day))
    .limit(366);
  return { kind, id: targetId, total: rows.reduce((sum, row) => sum + row.clicks, 0), days: rows };
}
