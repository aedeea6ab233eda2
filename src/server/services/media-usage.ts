import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Reference } from './lib/references';

/** Ids a usage lists per kind at most; `count` tells how many there are. */
const LISTED = 20;

/**
 * Every column that points at an image, by the kind of record it belongs to and that record's id.
 * The home page's banner belongs to a locale's settings, which have no id: it is counted, not listed.
 * A test checks this against the database's foreign keys, so a new image column cannot be missed.
 */
export const MEDIA_COLUMNS = [
  { entity_type: 'store', table: 'stores', column: 'icon_id', id: 'id' },
  { entity_type: 'store', table: 'store_translations', column: 'seo_image_id', id: 'store_id' },
  { entity_type: 'promotion', table: 'promotions', column: 'slider_image_id', id: 'id' },
  { entity_type: 'category', table: 'categories', column: 'banner_id', id: 'id' },
  { entity_type: 'category', table: 'categories', column: 'icon_id', id: 'id' },
  { entity_type: 'category', table: 'category_translations', column: 'seo_image_id', id: 'category_id' },
  { entity_type: 'destination', table: 'destinations', column: 'banner_id', id: 'id' },
  { entity_type: 'destination', table: 'destination_translations', column: 'seo_image_id', id: 'destination_id' },
  { entity_type: 'blog_category', table: 'blog_categories', column: 'image_id', id: 'id' },
  { entity_type: 'blog_category', table: 'blog_category_translations', column: 'seo_image_id', id: 'blog_category_id' },
  { entity_type: 'blog_post', table: 'blog_posts', column: 'image_id', id: 'id' },
  { entity_type: 'blog_post', table: 'blog_post_translations', column: 'seo_image_id', id: 'blog_post_id' },
  { entity_type: 'page', table: 'pages', column: 'banner_id', id: 'id' },
  { entity_type: 'page', table: 'page_translations', column: 'seo_image_id', id: 'page_id' },
  { entity_type: 'home_page', table: 'site_settings', column: 'homepage_banner_id', id: null },
] as const;

/** The records that show image `id`, by kind (each record once, whichever of its columns names it). */
export async function mediaUsedBy(executor: Db, id: number): Promise<Reference[]> {
  const uses = sql.join(
    MEDIA_COLUMNS.map(
      (use) =>
        sql`select ${use.entity_type}::text as entity_type, ${use.id ? sql.identifier(use.id) : sql`null::int`} as id, ${use.id ? sql`null` : sql`locale::text`} as locale
          from ${sql.identifier(use.table)} where ${sql.identifier(use.column)} = ${id}`,
    ),
    sql` union `,
  );
  const result = await executor.execute(sql`
    select entity_type, count(*)::int as count,
      coalesce((array_agg(id order by id) filter (where id is not null))[1:${LISTED}], '{}') as ids
    from (${uses}) uses group by entity_type order by entity_type`);
  return (result as unknown as { rows: { entity_type: string; count: number; ids: number[] }[] }).rows.map((row) => ({
    entity_type: row.entity_type,
    count: Number(row.count),
    ids: row.ids.map(Number),
  }));
}
