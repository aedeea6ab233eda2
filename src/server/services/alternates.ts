import 'server-only';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '../db/client';
import { slugs } from '../db/schema';
import { type EntityType, localizedEntityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { present } from './lib/hierarchy';

const parentRow = alias(slugs, 'alt_parent');
const grandRow = alias(slugs, 'alt_grand');

/**
 * The same entity's path in every locale where it exists, without locale prefix: the page's
 * hreflang alternates and the locale switcher's targets (SPEC §2.1, §4).
 */
export async function alternatePaths(entityType: EntityType, id: number): Promise<Partial<Record<Locale, string>>> {
  const rows = await db()
    .select({ locale: slugs.locale, slug: slugs.slug, parent: parentRow.slug, grand: grandRow.slug })
    .from(slugs)
    .leftJoin(parentRow, eq(parentRow.id, slugs.parentId))
    .leftJoin(grandRow, eq(grandRow.id, parentRow.parentId))
    .where(and(eq(slugs.entityType, entityType), eq(slugs.entityId, id)));
  const paths: Partial<Record<Locale, string>> = {};
  for (const row of rows) {
    // An empty slug is left out like a missing one.
    const chain = present(row.grand, row.parent, row.slug).filter(Boolean);
    paths[row.locale] = localizedEntityPath(row.locale, entityType, chain);
  }
  return paths;
}
