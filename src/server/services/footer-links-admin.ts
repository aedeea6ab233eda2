import 'server-only';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FooterLinkForm, FooterLinkPatchForm } from '@/lib/editing/footer-links';
import type { Locale } from '@/lib/locales';
import { invalidate, tags } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import { footerLinks } from '../db/schema';
import { NotFoundError } from '../errors';
import { changedFields, recordAudit } from './audit';
import { likePattern } from './lib/like';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { definedFields } from './lib/translation-merge';

/** The footer's links of each locale, as editors write them; every page's footer shows them (`layout`). */

export type FooterLinkRecord = { id: number; language: Locale; name: string; link: string; is_copyright: boolean; position: number };

const toRecord = (row: typeof footerLinks.$inferSelect): FooterLinkRecord => ({
  id: row.id,
  language: row.locale,
  name: row.name,
  link: row.link,
  is_copyright: row.isCopyright,
  position: row.position,
});

const ofLocale = (locale: Locale, id: number) => and(eq(footerLinks.id, id), eq(footerLinks.locale, locale));

export type FooterLinkFilters = {
  /** One locale's links; every locale's when absent. */
  language?: Locale;
  /** Words of the name or the link. */
  q?: string;
  is_copyright?: boolean;
};

/** Links as the footer shows them: by locale, the common links before the copyright line, each group by position. */
export async function listFooterLinks(filters: FooterLinkFilters, paging: Paging): Promise<Page<FooterLinkRecord>> {
  const where = and(
    filters.language === undefined ? undefined : eq(footerLinks.locale, filters.language),
    filters.is_copyright === undefined ? undefined : eq(footerLinks.isCopyright, filters.is_copyright),
    filters.q === undefined ? undefined : or(ilike(footerLinks.name, likePattern(filters.q)), ilike(footerLinks.link, likePattern(filters.q))),
  );
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(footerLinks)
      .where(where)
      .orderBy(asc(footerLinks.locale), asc(footerLinks.isCopyright), asc(footerLinks.position), asc(footerLinks.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db().select({ n: count() }).from(footerLinks).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(toRecord) };
}

/** A link, whatever its locale (`language` tells it). */
export async function getFooterLink(id: number): Promise<FooterLinkRecord> {
  const [row] = await db().select().from(footerLinks).where(eq(footerLinks.id, id));
  if (!row) throw new NotFoundError(`No footer link ${id}`);
  return toRecord(row);
}

export async function createFooterLink(locale: Locale, input: FooterLinkForm): Promise<FooterLinkRecord> {
  const created = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(footerLinks)
      .values({ locale, name: input.name, link: input.link, isCopyright: input.is_copyright ?? false, position: input.position ?? 0 })
      .returning();
    const record = toRecord(row!);
    await recordAudit(tx as unknown as Db, { action: 'create', entityType: 'footer_link', entityId: record.id, locale, before: null, after: record });
    return record;
  });
  await invalidate(tags.layout);
  return created;
}

/** Changes the given fields of a link of the locale; 404 when the id is not one of its links. */
export async function patchFooterLink(locale: Locale, id: number, patch: FooterLinkPatchForm): Promise<FooterLinkRecord> {
  const [before, after] = await db().transaction(async (tx) => {
    const [current] = await tx.select().from(footerLinks).where(ofLocale(locale, id)).for('update');
    if (!current) throw new NotFoundError(`No footer link ${id} in ${locale}`);
    const changes = definedFields({ name: patch.name, link: patch.link, isCopyright: patch.is_copyright, position: patch.position });
    const [row] = Object.keys(changes).length === 0 ? [current] : await tx.update(footerLinks).set(changes).where(eq(footerLinks.id, id)).returning();
    const records = [toRecord(current), toRecord(row!)] as const;
    await recordAudit(tx as unknown as Db, { action: 'update', entityType: 'footer_link', entityId: id, locale, before: records[0], after: records[1] });
    return records;
  });
  if (changedFields(before, after).length > 0) await invalidate(tags.layout);
  return after;
}

export async function deleteFooterLink(locale: Locale, id: number): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx.delete(footerLinks).where(ofLocale(locale, id)).returning();
    if (!row) throw new NotFoundError(`No footer link ${id} in ${locale}`);
    await recordAudit(tx as unknown as Db, { action: 'delete', entityType: 'footer_link', entityId: id, locale, before: toRecord(row), after: null });
  });
  await invalidate(tags.layout);
}
