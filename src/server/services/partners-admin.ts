import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { PartnerForm, PartnerPatchForm } from '@/lib/editing/partners';
import { invalidate, tags } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import { partners, properties } from '../db/schema';
import { ConflictError, NotFoundError, quote } from '../errors';
import { changedFields, recordAudit } from './audit';
import { assertUnreferenced, referencesIn } from './lib/references';
import { definedFields } from './lib/translation-merge';
import { violatedUniqueConstraint } from './lib/unique-violation';

/**
 * The datafeed's partners as editors write them. Their names show in the comparator's filters and
 * on its deals (`properties`); their slug names them in feeds and commands, not in an address.
 */

export type PartnerRecord = { id: number; name: string; slug: string; website: string; logo: string; position: number };

const toRecord = (row: typeof partners.$inferSelect): PartnerRecord => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  website: row.website,
  logo: row.logo,
  position: row.position,
});

/** 409 naming the partner that holds the slug. */
async function assertSlugFree(tx: Db, slug: string, id: number | null): Promise<void> {
  const [holder] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.slug, slug), id === null ? undefined : ne(partners.id, id)));
  if (holder) {
    throw new ConflictError('Slug already in use', [
      { path: 'slug', message: `${quote(slug)} is taken by partner ${holder.id}`, entity_type: 'partner', id: holder.id },
    ]);
  }
}

function transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  return db()
    .transaction((tx) => work(tx as unknown as Db))
    .catch((error: unknown) => {
      // Another writer took the slug between the check and the write.
      if (violatedUniqueConstraint(error) === 'partners_slug_unique') throw new ConflictError('Slug already in use: another write took it a moment ago');
      throw error;
    });
}

export async function createPartner(input: PartnerForm): Promise<PartnerRecord> {
  const created = await transaction(async (tx) => {
    await assertSlugFree(tx, input.slug, null);
    const [row] = await tx
      .insert(partners)
      .values({ name: input.name, slug: input.slug, website: input.website, logo: input.logo ?? '', position: input.position ?? 0 })
      .returning();
    const record = toRecord(row!);
    await recordAudit(tx, { action: 'create', entityType: 'partner', entityId: record.id, locale: null, before: null, after: record });
    return record;
  });
  await invalidate(tags.properties);
  return created;
}

export async function patchPartner(id: number, patch: PartnerPatchForm): Promise<PartnerRecord> {
  const [before, after] = await transaction(async (tx) => {
    const [current] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!current) throw new NotFoundError(`No partner ${id}`);
    if (patch.slug !== undefined) await assertSlugFree(tx, patch.slug, id);
    const changes = definedFields(patch);
    const [row] = Object.keys(changes).length === 0 ? [current] : await tx.update(partners).set(changes).where(eq(partners.id, id)).returning();
    const records = [toRecord(current), toRecord(row!)] as const;
    await recordAudit(tx, { action: 'update', entityType: 'partner', entityId: id, locale: null, before: records[0], after: records[1] });
    return records;
  });
  if (changedFields(before, after).length > 0) await invalidate(tags.properties);
  return after;
}

/**
 * Deletes a partner without deals: its deals would go with it (on delete cascade), so a partner
 * that has any, listed or ended, answers 409. Its feed settings and import runs go with it.
 */
export async function deletePartner(id: number): Promise<void> {
  await transaction(async (tx) => {
    const [current] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!current) throw new NotFoundError(`No partner ${id}`);
    assertUnreferenced(`Partner ${id}`, [await referencesIn(tx, 'deal', properties, properties.id, eq(properties.partnerId, id))]);
    await tx.delete(partners).where(eq(partners.id, id));
    await recordAudit(tx, { action: 'delete', entityType: 'partner', entityId: id, locale: null, before: toRecord(current), after: null });
  });
  await invalidate(tags.properties);
}
