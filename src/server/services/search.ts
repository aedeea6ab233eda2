import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { SearchHit, SearchHitType } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import { categories, destinations } from '../db/schema';
import { isActive } from './lib/active';
import { categoryHierarchy, destinationHierarchy } from './lib/hierarchies';
import { mediaByIds } from './lib/media';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { textMatches, textQuery, type TextQuery, textScore, withFuzzyMatching } from './lib/text-match';
import { recordSearchMiss } from './search-misses';

export type { SearchHit, SearchHitType };

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
  coupon_counts: number | null;
  offer_counts: number | null;
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
 * the parents its path goes through are translated there (SPEC: absent elsewhere; for categories
 * and destinations the hierarchy's rule).
 */
function hits(query: TextQuery, locale: Locale, now: Date): SQL {
  const match = (vector: string | null, name: string) =>
    textMatches(query, vector ? column(vector) : null, column(name));
  const score = (vector: string | null, name: string) =>
    textScore(query, vector ? column(vector) : null, column(name));
  /** Categories and destinations whose name matches, with the slugs of their path. */
  const landingHits = (family: typeof categoryHierarchy | typeof destinationHierarchy, image: SQL) =>
    family.select(
      locale,
      {
        entity_type: family.entityTypeColumn,
        id: family.nodes.id,
        title: family.translations.name,
        excerpt: plain(sql`${family.translations.header1}`),
        slugs: family.slugsColumn,
        image_id: image,
        store_id: sql`null`,
        store_name: sql`null`,
        store_slug: sql`null`,
        coupon_counts: sql`null::int`,
        offer_counts: sql`null::int`,
        score: textScore(query, null, family.translations.name),
      },
      textMatches(query, null, family.translations.name),
    );
  return sql`
    select 'store' as entity_type, s.id, st.name as title, ${plain(sql`st.description`)} as excerpt,
      array[st.slug]::text[] as slugs, s.icon_id as image_id,
      null::int as store_id, null::text as store_name, null::text as store_slug,
      counts.coupons as coupon_counts, counts.offers as offer_counts,
      ${score('st.search', 'st.name')} as score
    from stores s
    join store_translations st on st.store_id = s.id and st.locale = ${locale}
    -- Counted as the store page lists them: active, with content in the locale.
    cross join lateral (
      select (count(*) filter (where promotions.type = 'coupon'))::int as coupons,
        (count(*) filter (where promotions.type = 'offer'))::int as offers
      from promotions
      where promotions.store_id = s.id and ${isActive(now)}
        and exists (select 1 from promotion_translations cpt where cpt.promotion_id = promotions.id and cpt.locale = ${locale})
    ) counts
    where ${match('st.search', 'st.name')}

    union all
    select 'promotion', promotions.id, pt.title, left(pt.offer, ${EXCERPT_LENGTH}),
      array[st.slug]::text[], coalesce(promotions.slider_image_id, s.icon_id),
      s.id, st.name, st.slug, null, null,
      ${score('pt.search', 'pt.title')}
    -- Not aliased: isActive() names the table.
    from promotions
    join promotion_translations pt on pt.promotion_id = promotions.id and pt.locale = ${locale}
    join stores s on s.id = promotions.store_id
    join store_translations st on st.store_id = s.id and st.locale = ${locale}
    where ${isActive(now)} and ${match('pt.search', 'pt.title')}

    union all
    ${landingHits(categoryHierarchy, sql`coalesce(${categories.iconId}, ${categories.bannerId})`)}

    union all
    ${landingHits(destinationHierarchy, sql`${destinations.bannerId}`)}

    union all
    select 'blog_post', b.id, bt.title, ${plain(sql`bt.excerpt`)},
      array[ct.slug, bt.slug]::text[], b.image_id,
      null, null, null, null, null,
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
  // What visitors look for and do not find, for the back-office's dashboard: a first page only,
  // so that one search counts once.
  if (rows.length === 0 && paging.page === 1) await recordSearchMiss(locale, text, now);
  const media = await mediaByIds(rows.map((row) => row.image_id), locale);
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
      counts:
        row.coupon_counts !== null && row.offer_counts !== null
          ? { coupon_counts: row.coupon_counts, offer_counts: row.offer_counts }
          : null,
      score: Math.round(Number(row.score) * 1000) / 1000,
    })),
  };
}
