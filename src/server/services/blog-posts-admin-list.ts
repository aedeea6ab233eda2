import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/locales';
import { db } from '../db/client';
import { likePattern } from './lib/like';
import { offsetOf, type Page, type Paging } from './lib/paging';

/** A post is published once its date has come; before, it is scheduled. */
export const POST_STATUSES = ['scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A blog post as the back-office lists it: its title and category in the editor's locale (else any), the locales it lacks. */
export type PostListRow = {
  id: number;
  title: string;
  slug: string;
  blog_category_id: number;
  category: string;
  author: string;
  published_at: string;
  status: PostStatus;
  missing_locales: Locale[];
  updated_at: string;
};

export type PostListFilters = {
  /** Words of a title or slug, any locale. */
  q?: string;
  status?: PostStatus;
  blog_category_id?: number;
};

export const POST_ORDERINGS = ['published_at', 'title', 'updated_at', 'id'] as const;
type Column = (typeof POST_ORDERINGS)[number];
export type PostOrdering = Column | `-${Column}`;

const ORDER_COLUMNS: Record<Column, SQL> = { published_at: sql`published_at`, title: sql`title`, updated_at: sql`updated_at`, id: sql`id` };

// UTC timestamps in one fixed-width format sort as the instants they name.
const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Blog posts for the back-office, paged on the server, newest first unless told otherwise. */
export async function listPostRows(
  locale: Locale,
  filters: PostListFilters,
  paging: Paging & { ordering?: PostOrdering },
  now = new Date(),
): Promise<Page<PostListRow>> {
  const parts: SQL[] = [sql`true`];
  if (filters.q) {
    const like = likePattern(filters.q);
    parts.push(sql`exists (select 1 from blog_post_translations t where t.blog_post_id = p.id and (t.title ilike ${like} or t.slug ilike ${like}))`);
  }
  if (filters.status === 'scheduled') parts.push(sql`p.published_at > ${now}`);
  if (filters.status === 'published') parts.push(sql`p.published_at <= ${now}`);
  if (filters.blog_category_id !== undefined) parts.push(sql`p.blog_category_id = ${filters.blog_category_id}`);
  const where = sql.join(parts, sql` and `);
  const ordering = paging.ordering ?? '-published_at';
  const column = ORDER_COLUMNS[ordering.replace(/^-/, '') as Column];
  const order = ordering.startsWith('-') ? sql`${column} desc, id desc` : sql`${column} asc, id asc`;
  const [counted, rows] = await Promise.all([
    db().execute(sql`select count(*)::int as count from blog_posts p where ${where}`),
    db().execute(sql`
      select * from (
        select p.id, p.blog_category_id, p.author,
          ${ISO(sql`p.published_at`)} as published_at, ${ISO(sql`p.updated_at`)} as updated_at,
          case when p.published_at > ${now} then 'scheduled' else 'published' end as status,
          coalesce(t.title, '') as title, coalesce(t.slug, '') as slug, coalesce(c.name, '') as category,
          array(select x.locale::text from blog_post_translations x where x.blog_post_id = p.id) as locales
        from blog_posts p
        left join lateral (
          select title, slug from blog_post_translations x where x.blog_post_id = p.id
          order by x.locale = ${locale}::locale desc, x.locale limit 1
        ) t on true
        left join lateral (
          select name from blog_category_translations x where x.blog_category_id = p.blog_category_id
          order by x.locale = ${locale}::locale desc, x.locale limit 1
        ) c on true
        where ${where}
      ) listed
      order by ${order} limit ${paging.size} offset ${offsetOf(paging)}`),
  ]);
  const count = (counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  type Raw = Omit<PostListRow, 'missing_locales'> & { locales: Locale[] };
  const results = (rows as unknown as { rows: Raw[] }).rows.map(({ locales, ...row }) => ({
    ...row,
    missing_locales: LOCALES.filter((l) => !locales.includes(l)),
  }));
  return { count, results };
}
