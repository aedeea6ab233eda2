import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { setupTestDatabase } from '@test/database';

const seeded = setupTestDatabase({ seeded: true });

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What a text written for Belgians names and a visitor in France should not read. */
const BELGIAN = String.raw`\m(belges?|belgique|bruxelles|charleroi|liège|zaventem|wallonie|flandre)\M`;

/** Translated tables of the pages seeded per locale, with the column that names the row and the entity it belongs to. */
const TABLES: { table: string; fk: string; name: string }[] = [
  { table: 'store_translations', fk: 'store_id', name: 'name' },
  { table: 'destination_translations', fk: 'destination_id', name: 'name' },
  { table: 'category_translations', fk: 'category_id', name: 'name' },
  { table: 'blog_category_translations', fk: 'blog_category_id', name: 'name' },
  { table: 'blog_post_translations', fk: 'blog_post_id', name: 'title' },
  { table: 'page_translations', fk: 'page_id', name: 'title' },
];

describe('fr-fr content', () => {
  let db: Db;
  beforeAll(() => {
    db = seeded.handle().db;
  });

  it('never addresses Belgians on the French site, but on pages about Belgium', async () => {
    const offending: string[] = [];
    for (const { table, fk, name } of [...TABLES, { table: 'promotion_translations', fk: 'promotion_id', name: 'title' }]) {
      // Every text column: the row as JSON, without its slug (a Belgian place's slug names it).
      const found = await rows<{ id: number; label: string; text: string }>(
        db,
        sql.raw(`SELECT t.${fk} AS id, t.${name} AS label, (to_jsonb(t) - 'slug')::text AS text FROM ${table} t
                 WHERE t.locale = 'fr-fr' AND (to_jsonb(t) - 'slug')::text ~* '${BELGIAN}'
                   -- A page whose own name is a Belgian place (the Belgian coast, a week-end in Brussels) is about Belgium.
                   AND t.${name} !~* '${BELGIAN}'`),
      );
      for (const row of found) offending.push(`${table} ${row.id} ${row.label}: ${row.text.match(new RegExp(BELGIAN.replace(/\\m|\\M/g, '\\b'), 'i'))?.[0]}`);
    }
    // Destination pages of Belgium and its regions and towns are about Belgium; the legal notice names the
    // publisher's registered office, which is in Brussels whatever the site.
    const about = await rows<{ id: number }>(
      db,
      sql`WITH RECURSIVE be AS (SELECT id FROM destinations WHERE country_code = 'BE' UNION ALL SELECT d.id FROM destinations d JOIN be ON d.parent_id = be.id) SELECT id FROM be`,
    );
    const belgium = new Set(about.map((r) => `destination_translations ${r.id} `));
    const [legal] = await rows<{ id: number }>(db, sql`SELECT id FROM pages WHERE key = 'mentions_legales_page'`);
    const exempt = (line: string) =>
      [...belgium].some((prefix) => line.startsWith(prefix)) || line.startsWith(`page_translations ${legal?.id} `);
    expect(offending.filter((line) => !exempt(line))).toEqual([]);
    expect(belgium.size).toBeGreaterThan(10);
  });

  it('gives the French site titles and descriptions of its own', async () => {
    const figures: Record<string, { pairs: number; sameTitle: number; sameDescription: number }> = {};
    for (const { table, fk } of TABLES) {
      const [row] = await rows<{ pairs: number; same_title: number; same_description: number }>(
        db,
        sql.raw(`SELECT count(*)::int AS pairs,
                        count(*) FILTER (WHERE a.seo_title = b.seo_title)::int AS same_title,
                        count(*) FILTER (WHERE a.meta_description = b.meta_description)::int AS same_description
                 FROM ${table} a JOIN ${table} b ON b.${fk} = a.${fk} AND b.locale = 'fr-fr' WHERE a.locale = 'fr-be'`),
      );
      figures[table] = { pairs: Number(row?.pairs), sameTitle: Number(row?.same_title), sameDescription: Number(row?.same_description) };
    }
    for (const [table, f] of Object.entries(figures)) {
      expect(f.pairs, table).toBeGreaterThan(0);
      expect({ table, sameTitle: f.sameTitle, sameDescription: f.sameDescription }).toEqual({ table, sameTitle: 0, sameDescription: 0 });
    }
  });

  it('keeps French titles and descriptions unique, short and filled', async () => {
    for (const { table } of TABLES) {
      const duplicates = await rows<{ seo_title: string }>(
        db,
        sql.raw(`SELECT seo_title FROM ${table} WHERE locale = 'fr-fr' GROUP BY seo_title HAVING count(*) > 1`),
      );
      expect(duplicates, table).toEqual([]);
      const duplicateDescriptions = await rows<{ meta_description: string }>(
        db,
        sql.raw(`SELECT meta_description FROM ${table} WHERE locale = 'fr-fr' GROUP BY meta_description HAVING count(*) > 1`),
      );
      expect(duplicateDescriptions, table).toEqual([]);
      const [lengths] = await rows<{ empty: number; long_description: number }>(
        db,
        sql.raw(`SELECT count(*) FILTER (WHERE seo_title = '' OR meta_description = '')::int AS empty,
                        count(*) FILTER (WHERE char_length(meta_description) > 160)::int AS long_description
                 FROM ${table} WHERE locale = 'fr-fr'`),
      );
      expect(Number(lengths?.empty), table).toBe(0);
      expect(Number(lengths?.long_description), table).toBe(0);
    }
    // Titles the seed writes for France leave room for " | Vakantio France" (47 characters); only a name too long
    // for any wording may pass, and never beyond what a results page shows.
    for (const table of TABLES.map((t) => t.table)) {
      const [row] = await rows<{ n: number; long: number; too_long: number }>(
        db,
        sql.raw(`SELECT count(*)::int AS n, count(*) FILTER (WHERE char_length(seo_title) > 47)::int AS long,
                        count(*) FILTER (WHERE char_length(seo_title) > 65)::int AS too_long
                 FROM ${table} WHERE locale = 'fr-fr'`),
      );
      expect(Number(row?.long) / Number(row?.n), table).toBeLessThanOrEqual(0.03);
      expect(Number(row?.too_long), table).toBe(0);
    }
  });
});
