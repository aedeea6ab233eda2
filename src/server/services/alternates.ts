import 'server-only';
import { and, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '../db/client';
import { slugs } from '../db/schema';
import { type EntityType, localizedEntityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { present } from './lib/hierarchy';

const parentRow = alias(slugs, 'alt_parent');
const grandRow = alias(slugs, 'alt_grand');

export type EntityRef = { entityType: EntityType; id: number };
export type AlternatePaths = Partial<Record<Locale, string>>;

const refKey = (entityType: EntityType, id: number) => `${entityType}:${id}`;

/**
 * The same entities' paths in every locale where they exist, without locale prefix, keyed by
 * `type:id`: one query for many entities (a sitemap file's), by the rule of alternatePaths.
 */
export async function alternatePathsOf(refs: readonly EntityRef[]): Promise<Map<string, AlternatePaths>> {
  const result = new Map<string, AlternatePaths>();
  if (refs.length === 0) return result;
  const idsByType = new Map<EntityType, number[]>();
  for (const ref of refs) idsByType.set(ref.entityType, [...(idsByType.get(ref.entityType) ?? []), ref.id]);
  const rows = await db()
    .select({
      entityType: slugs.entityType,
      entityId: slugs.entityId,
      locale: slugs.locale,
      slug: slugs.slug,
      parent: parentRow.slug,
      grand: grandRow.slug,
    })
    .from(slugs)
    .leftJoin(parentRow, eq(parentRow.id, slugs.parentId))
    .leftJoin(grandRow, eq(grandRow.id, parentRow.parentId))
    .where(or(...[...idsByType].map(([entityType, ids]) => and(eq(slugs.entityType, entityType), inArray(slugs.entityId, ids)))));
  for (const row of rows) {
    const key = refKey(row.entityType, row.entityId);
    const paths = result.get(key) ?? {};
    // An empty slug is left out like a missing one.
    const chain = present(row.grand, row.parent, row.slug).filter(Boolean);
    paths[row.locale] = localizedEntityPath(row.locale, row.entityType, chain);
    result.set(key, paths);
  }
  return result;
}

/** The alternates of one entity in a map of alternatePathsOf. */
export function alternatesIn(map: Map<string, AlternatePaths>, entityType: EntityType, id: number): AlternatePaths {
  return map.get(refKey(entityType, id)) ?? {};
}

/**
 * The same entity's path in every locale where it exists, without locale prefix: the page's
 * hreflang alternates and the locale switcher's targets (SPEC §2.1, §4).
 */
export async function alternatePaths(entityType: EntityType, id: number): Promise<AlternatePaths> {
  return alternatesIn(await alternatePathsOf([{ entityType, id }]), entityType, id);
}
