import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { isActive } from './lib/active';
import { type MediaRef, mediaByIds } from './lib/media';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { textMatches, textQuery, type TextQuery, textScore, withFuzzyMatching } from './lib/text-match';

export type SearchHitType = 'store' | 'promotion' | 'category' | 'subcategory' | 'location' | 'sublocation' | 'blog_post';

/** One result of the site search, with what the search page needs to show and link it. */
export type SearchHit = {
  entity_type: SearchHitType;
  id: number;
  title: string;
  /** Plain text, at most EXCERPT_LENGTH characters. */
  excerpt: string;
  /**
   * The slugs of the entity's path from the top, e.g. [country, region, place] or
   * [blog category, post]; a promotion has its store's. The page adds the locale's segment.
   */
  slugs: string[];
  image: MediaRef | null;
  /** A promotion's store, for its name and logo. */
  store: { id: number; name: string; slug: string } | null;
  score: number;
};

const EXCERPT_LENGTH = 200;

type Row = {
  entity_type: SearchHitType;
  id: number;
  title: string;
  excerpt: string;
  slugs: string[];
  image_id: number | null;
  store_id: number | null;
  store_name: string | null;
  store_slug: string | null;
  score: number;
  total: number;
};

/** HTML to a short plain excerpt. */
function plain(html: SQL): SQL {
  return sql`left(btrim(regexp_replace(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')), ${EXCERPT_LENGTH})`;
}

function column(name: string): SQL {
  return sql.raw(name);
}

/**
 * Each kind of entity that matches, in one ranked list. Every row exists in the locale: it and
 * the parents its path goes through are translated there (SPEC: absent elsewhere).
 */
function hits(query: TextQuery, locale: Locale, now: Date): SQL {
  const match = (vector: string | null, name: string) =>
    textMatches(query, vector ? column(vector) : null, column(name));
  const score = (vector: string | null, name: string) =>
    textScore(query, vector ? column(vector) : null, column(name));
  return sql`
    select 'store' as entity_type, s.id, st.name as title, ${plain(sql`st.description`)} as excerpt,
      array[st.slug]::text[] as slugs, s.icon_id as image_id,
      null::int as store_id, null::text as store_name, null::text as store_slug,
      ${score('st.search', 'st.name')} as score
    from stores s
    join store_translations st on st.store_id = s.id and st.locale = ${locale}
    where ${match('st.search', 'st.name')}

    union all
    select 'promotion', promotions.id, pt.title, left(pt.offer, ${EXCERPT_LENGTH}),
      array[st.slug]::text[], coalesce(promotions.slider_image_id, s.icon_id),
      s.id, st.name, st.slug,
      ${score('pt.search', 'pt.title')}
    -- Not aliased: isActive() names the table.
    from promotions
    join promotion_translations pt on pt.promotion_id = promotions.id and pt.locale = ${locale}
    join stores s on s.id = promotions.store_id
    join store_translations st on st.store_id = s.id and st.locale = ${locale}
    where ${isActive(now)} and ${match('pt.search', 'pt.title')}

    union all
    select case when c.level = 1 then 'category' else 'subcategory' end, c.id, ct.name, ${plain(sql`ct.header_1`)},
      array_remove(array[gt.slug, pt.slug, ct.slug], null)::text[], coalesce(c.icon_id, c.banner_id),
      null, null, null,
      ${score(null, 'ct.name')}
    from categories c
    join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
    left join categories parent on parent.id = c.parent_id
    left join category_translations pt on pt.category_id = parent.id and pt.locale = ${locale}
    left join category_translations gt on gt.category_id = parent.parent_id and gt.locale = ${locale}
    where (c.parent_id is null or pt.id is not null)
      and (parent.parent_id is null or gt.id is not null)
      and ${match(null, 'ct.name')}

    union all
    select case when d.level = 1 then 'location' else 'sublocation' end, d.id, dt.name, ${plain(sql`dt.header_1`)},
      array_remove(array[gt.slug, pt.slug, dt.slug], null)::text[], d.banner_id,
      null, null, null,
      ${score(null, 'dt.name')}
    from destinations d
    join destination_translations dt on dt.destination_id = d.id and dt.locale = ${locale}
    left join destinations parent on parent.id = d.parent_id
    left join destination_translations pt on pt.destination_id = parent.id and pt.locale = ${locale}
    left join destination_translations gt on gt.destination_id = parent.parent_id and gt.locale = ${locale}
    where (d.parent_id is null or pt.id is not null)
      and (parent.parent_id is null or gt.id is not null)
      and ${match(null, 'dt.name')}

    union all
    select 'blog_post', b.id, bt.title, ${plain(sql`bt.excerpt`)},
      array[ct.slug, bt.slug]::text[], b.image_id,
      null, null, null,
      ${score('bt.search', 'bt.title')}
    from blog_posts b
    join blog_post_translations bt on bt.blog_post_id = b.id and bt.locale = ${locale}
    join blog_category_translations ct on ct.blog_category_id = b.blog_category_id and ct.locale = ${locale}
    where b.published_at <= ${now.toISOString()}::timestamptz and ${match('bt.search', 'bt.title')}`;
}

/**
 * The search page's results (SPEC §2.7): stores, active promotions, categories, destinations
 * and published blog posts whose words begin with the words typed (French or Dutch stemming,
 * accents ignored) or, from five letters, hold a near spelling of them; best match first.
 * Empty text finds nothing (SPEC §5).
 */
export async function siteSearch(
  locale: Locale,
  text: string,
  paging: Paging,
  now: Date = new Date(),
): Promise<Page<SearchHit>> {
  const query = textQuery(locale, text);
  if (!query) return { count: 0, results: [] };
  const rows = await withFuzzyMatching(async (tx) => {
    const result = await tx.execute(sql`
      select hit.*, (count(*) over ())::int as total
      from (${hits(query, locale, now)}) hit
      order by hit.score desc, hit.entity_type, hit.id
      limit ${paging.size} offset ${offsetOf(paging)}`);
    // Both drivers answer raw SQL with `{rows}`; the common Db type does not say so.
    return (result as unknown as { rows: Row[] }).rows;
  });
  const media = await mediaByIds(rows.map((row) => row.image_id));
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((row) => ({
      entity_type: row.entity_type,
      id: row.id,
      title: row.title,
      excerpt: row.excerpt ?? '',
      slugs: row.slugs,
      image: row.image_id ? (media.get(row.image_id) ?? null) : null,
      store:
        row.store_id !== null && row.store_name !== null && row.store_slug !== null
          ? { id: row.store_id, name: row.store_name, slug: row.store_slug }
          : null,
      score: Math.round(Number(row.score) * 1000) / 1000,
    })),
  };
}
