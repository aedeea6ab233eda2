import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuditChange } from '@/lib/audit-log';
import type { EntityType } from '@/lib/entity-paths';
import { LOCALES, type Locale } from '@/lib/locales';
import { invalidate, tags } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import { type FaqItem, slugs } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { changedFields, recordAudit } from './audit';
import { sanitizeCmsHtml } from './lib/html';
import { assertUnreferenced, type Reference } from './lib/references';
import { requireMedia } from './lib/require-media';
import { asSlugConflict, assertSlugsFree, slugRowsOf, type SlugWish, syncSlugs } from './lib/slug-claims';
import { assertNewLocalesComplete, definedFields, mergeTranslations, removedLocales } from './lib/translation-merge';
import type { LandingTranslation } from './landing-pages';

/**
 * Writing the two families of landing pages, categories and destinations (SPEC §3), once for both:
 * a node on three levels under the parent it is created with, its content per locale, its slugs
 * in the registry under its parent's, and the pages a change shows on. Each family's module
 * (categories-admin.ts, destinations-admin.ts) gives the statements of its own tables.
 */

type Issue = { path: string; message: string };

/** Nodes nest three levels deep: country, region, place; category and two levels of subcategories. */
const MAX_LEVEL = 3;

/** Questions a page's FAQ holds at most (the form's limit). */
const MAX_FAQ_ITEMS = 50;

export type LandingNode = { id: number; parentId: number | null; level: number };

type TextsInput = { name: string; slug: string };
type TranslationsOf<T> = Partial<Record<Locale, T>>;

/** What every family's form has: a parent at create, content per locale. */
export type LandingInput = { parent_id?: number | null; translations: TranslationsOf<TextsInput> };

/** What every family's PATCH has: content per locale, an object to change or null to remove. */
export type LandingPatch = { translations?: TranslationsOf<Partial<TextsInput> | null> };

/** What every family's record has. */
export type LandingRecord = {
  id: number;
  parent_id: number | null;
  level: number;
  translations: TranslationsOf<TextsInput & { faq_items: FaqItem[] }>;
};

export type LandingFamily<I extends LandingInput, P extends LandingPatch, R extends LandingRecord> = {
  /** What the audit log and the messages call one. */
  kind: 'category' | 'destination';
  /** The registry's entity type at level 1, and below it. */
  entityTypes: readonly [EntityType, EntityType];
  /** The tag of the lists and trees of the family, and of one record's page. */
  listTag: string;
  pageTag: (id: number) => string;
  /** Fields of the record only its own page shows (by the audit log's dotted names). */
  ownPageFields: RegExp;
  /** The media the input names, by the field that names them. */
  media: (input: I | P) => Record<string, number | null | undefined>;
  /** Holds the node's row until the transaction ends; null when there is none. */
  lock: (tx: Db, id: number) => Promise<LandingNode | null>;
  read: (tx: Db, id: number) => Promise<R | null>;
  /** What the input points at that does not exist, or cannot be pointed at (422). */
  checkReferences: (tx: Db, id: number | null, input: I, level: number) => Promise<Issue[]>;
  /** Writes the node and its content per locale as `input` says; answers its id. */
  write: (tx: Db, id: number | null, node: Omit<LandingNode, 'id'>, input: I) => Promise<number>;
  /** The children that have content in one of the locales: their addresses hang on the node's. */
  childrenIn: (tx: Db, id: number, locales: Locale[]) => Promise<Reference>;
  /** What would go or break with the node: the delete answers 409 while one remains. */
  blockers: (tx: Db, id: number) => Promise<Reference[]>;
  /** Takes the node out of the lists it was picked into, then deletes it. */
  remove: (tx: Db, id: number) => Promise<void>;
};

/** The texts both families write per locale; the description below the listings is named by each. */
type LandingTextsForm = {
  name: string;
  slug: string;
  header_1?: string;
  header_2?: string;
  top_description?: string;
  seo_title?: string;
  meta_description?: string;
  seo_image_id?: number | null;
  faq_items?: FaqItem[];
};

/** A locale's texts as a translation row stores them (HTML sanitized); the scripts and extra fields are not the editors'. */
export function landingTextsRow(t: LandingTextsForm, bottomDescription: string | undefined) {
  return {
    name: t.name,
    slug: t.slug,
    header1: t.header_1 ?? '',
    header2: t.header_2 ?? '',
    topDescription: sanitizeCmsHtml(t.top_description ?? ''),
    bottomDescription: sanitizeCmsHtml(bottomDescription ?? ''),
    seoTitle: t.seo_title ?? '',
    metaDescription: t.meta_description ?? '',
    seoImageId: t.seo_image_id ?? null,
    faqItems: t.faq_items ?? [],
  };
}

/** An upsert of a locale's texts sets the columns landingTextsRow writes (both families name them alike). */
export const LANDING_TEXTS_UPSERT = {
  name: sql`excluded.name`,
  slug: sql`excluded.slug`,
  header1: sql`excluded.header_1`,
  header2: sql`excluded.header_2`,
  topDescription: sql`excluded.top_description`,
  bottomDescription: sql`excluded.bottom_description`,
  seoTitle: sql`excluded.seo_title`,
  metaDescription: sql`excluded.meta_description`,
  seoImageId: sql`excluded.seo_image_id`,
  faqItems: sql`excluded.faq_items`,
};

/** A translation row's texts as a record shows them; each family adds its description below the listings. */
export function landingTextsRecord(row: LandingTranslation) {
  return {
    name: row.name,
    slug: row.slug,
    header_1: row.header1,
    header_2: row.header2,
    top_description: row.topDescription,
    seo_title: row.seoTitle,
    meta_description: row.metaDescription,
    seo_image_id: row.seoImageId,
    faq_items: row.faqItems,
  };
}

/** The media a landing form names: the node's images, and each locale's SEO image. */
export function landingMedia(
  images: Record<string, number | null | undefined>,
  translations: TranslationsOf<{ seo_image_id?: number | null } | null> | undefined,
): Record<string, number | null | undefined> {
  const perLocale = LOCALES.map((locale) => [`translations.${locale}.seo_image_id`, translations?.[locale]?.seo_image_id]);
  return { ...images, ...Object.fromEntries(perLocale) };
}

const entityTypeAt = (family: { entityTypes: readonly [EntityType, EntityType] }, level: number) =>
  level === 1 ? family.entityTypes[0] : family.entityTypes[1];

const localesOf = (input: LandingInput) => LOCALES.filter((locale) => input.translations[locale] !== undefined);

/**
 * The checks that need the database: what the input points at, the parent's content in each
 * locale (a child's address needs its parent's), and the slugs (409 naming their holder).
 * Answers the slugs to register.
 */
async function check<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(
  tx: Db,
  family: LandingFamily<I, P, R>,
  id: number | null,
  node: Omit<LandingNode, 'id'>,
  input: I,
): Promise<SlugWish[]> {
  const issues = await family.checkReferences(tx, id, input, node.level);
  const locales = localesOf(input);
  if (locales.length === 0) issues.push({ path: 'translations', message: 'Give at least one locale' });
  const parentRows = node.parentId === null ? null : await slugRowsOf(tx, [...family.entityTypes], node.parentId);
  for (const locale of locales.filter((l) => parentRows && !parentRows.has(l))) {
    issues.push({ path: `translations.${locale}`, message: `The parent ${family.kind} has no content in ${locale}` });
  }
  if (issues.length > 0) throw new ValidationError(`Invalid ${family.kind}`, issues);
  const wishes = locales.map((locale) => ({ locale, slug: input.translations[locale]!.slug, parentRowId: parentRows?.get(locale) ?? null }));
  await assertSlugsFree(tx, { entityType: entityTypeAt(family, node.level), entityId: id }, wishes);
  return wishes;
}

/** Runs a write in a transaction; a slug another writer took meanwhile is a 409, not a 500. */
function transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  return db()
    .transaction((tx) => work(tx as unknown as Db))
    .catch((error: unknown) => {
      throw asSlugConflict(error);
    });
}

/** A node under `parent_id` (or at the top), with its content and slugs. */
export async function createLanding<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(
  family: LandingFamily<I, P, R>,
  input: I,
): Promise<R> {
  // Before the transaction: requireMedia reads outside it, which PGlite's single connection
  // would only serve after the transaction (a deadlock).
  await requireMedia(family.media(input));
  const record = await transaction(async (tx) => {
    const parentId = input.parent_id ?? null;
    const parent = parentId === null ? null : await family.lock(tx, parentId);
    if (parentId !== null && !parent) {
      throw new ValidationError(`Invalid ${family.kind}`, [{ path: 'parent_id', message: `No ${family.kind} ${parentId}` }]);
    }
    const level = parent ? parent.level + 1 : 1;
    if (level > MAX_LEVEL) {
      throw new ValidationError(`Invalid ${family.kind}`, [{ path: 'parent_id', message: `A ${family.kind} has ${MAX_LEVEL} levels at most` }]);
    }
    const node = { parentId, level };
    const wishes = await check(tx, family, null, node, input);
    const id = await family.write(tx, null, node, input);
    await syncSlugs(tx, { entityType: entityTypeAt(family, level), entityId: id }, wishes);
    const created = (await family.read(tx, id))!;
    await recordAudit(tx, { action: 'create', entityType: family.kind, entityId: id, before: null, after: created });
    return created;
  });
  // Nothing showed it yet but the family's lists and trees, and what resolves addresses.
  await invalidate(family.listTag, tags.slugs);
  return record;
}

/** The record with the patch applied: what the patch gives replaces, the rest stays. */
function merged<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(record: R, patch: P): I {
  const { id: _id, level: _level, translations, ...fields } = record;
  const { translations: changes, ...given } = patch;
  // The record holds every field of the form, with its stored value; the patch's fields are the form's.
  return { ...fields, ...definedFields(given), translations: mergeTranslations(translations, changes) } as unknown as I;
}

/**
 * The pages a change shows on: the record's own page for the fields only it shows, the family's
 * lists and trees (every page's menus among them) for the others, what resolves addresses for a slug.
 */
function changeTags(family: { listTag: string; pageTag: (id: number) => string; ownPageFields: RegExp }, id: number, changes: AuditChange[]): string[] {
  if (changes.length === 0) return [];
  const listed = changes.some((change) => !family.ownPageFields.test(change.field));
  const moved = changes.some((change) => /^translations\.[^.]+\.slug$/.test(change.field));
  return [family.pageTag(id), ...(listed ? [family.listTag] : []), ...(moved ? [tags.slugs] : [])];
}

/**
 * Changes a node as `edit` says, given the record as it stands with its row held (so two edits
 * never interleave). A locale removed while children have content there is a 409 listing them.
 */
async function editLanding<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(
  family: LandingFamily<I, P, R>,
  id: number,
  edit: (current: R) => P,
): Promise<R> {
  const [before, after] = await transaction(async (tx) => {
    const node = await family.lock(tx, id);
    if (!node) throw new NotFoundError(`No ${family.kind} ${id}`);
    const current = (await family.read(tx, id))!;
    const input = merged<I, P, R>(current, edit(current));
    assertNewLocalesComplete(family.kind, current.translations, input.translations, ['name', 'slug']);
    const removed = removedLocales(current.translations, input.translations);
    if (removed.length > 0) {
      const children = await family.childrenIn(tx, id, removed);
      if (children.count > 0) {
        throw new ConflictError(`${children.count} ${children.entity_type}${children.count === 1 ? ' has' : 's have'} content in ${removed.join(', ')} under it: remove it there first`, [children]);
      }
    }
    const wishes = await check(tx, family, id, node, input);
    await family.write(tx, id, node, input);
    await syncSlugs(tx, { entityType: entityTypeAt(family, node.level), entityId: id }, wishes);
    const written = (await family.read(tx, id))!;
    await recordAudit(tx, { action: 'update', entityType: family.kind, entityId: id, before: current, after: written });
    return [current, written] as const;
  });
  await invalidate(...changeTags(family, id, changedFields(before, after)));
  return after;
}

/** A node as editors write it (the back-office's form), or null when there is none. */
export function readLanding<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(family: LandingFamily<I, P, R>, id: number): Promise<R | null> {
  return family.read(db(), id);
}

/** PATCH: the given fields change, the others stay. */
export async function patchLanding<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(
  family: LandingFamily<I, P, R>,
  id: number,
  patch: P,
): Promise<R> {
  await requireMedia(family.media(patch));
  return editLanding(family, id, () => patch);
}

/**
 * Deletes a node nothing depends on (409 listing its children and what else would go with it);
 * its slugs leave the registry and the lists it was picked into lose it, in one transaction.
 */
export async function deleteLanding<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(
  family: LandingFamily<I, P, R>,
  id: number,
): Promise<void> {
  await transaction(async (tx) => {
    if (!(await family.lock(tx, id))) throw new NotFoundError(`No ${family.kind} ${id}`);
    assertUnreferenced(`${family.kind[0]!.toUpperCase()}${family.kind.slice(1)} ${id}`, await family.blockers(tx, id));
    const before = await family.read(tx, id);
    await tx.delete(slugs).where(and(inArray(slugs.entityType, [...family.entityTypes]), eq(slugs.entityId, id)));
    await family.remove(tx, id);
    await recordAudit(tx, { action: 'delete', entityType: family.kind, entityId: id, locale: null, before, after: null });
  });
  await invalidate(family.pageTag(id), family.listTag, tags.slugs);
}

/** A page's FAQ in one locale, edited item by item; `position` counts from 1. */
type FaqEdit = (items: FaqItem[]) => FaqItem[];

async function editFaq<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(
  family: LandingFamily<I, P, R>,
  id: number,
  locale: Locale,
  edit: FaqEdit,
): Promise<FaqItem[]> {
  const after = await editLanding(family, id, (current) => {
    const texts = current.translations[locale];
    if (!texts) throw new NotFoundError(`No ${family.kind} ${id} in ${locale}`);
    // Only this locale's questions: the other fields of the record stay as they are.
    return { translations: { [locale]: { faq_items: edit(texts.faq_items) } } } as unknown as P;
  });
  return after.translations[locale]!.faq_items;
}

function positionIssue(message: string): ValidationError {
  return new ValidationError('Invalid position', [{ path: 'position', message }]);
}

/** Adds a question at `position` (the end when left out). */
export function addFaqItem<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(
  family: LandingFamily<I, P, R>,
  id: number,
  locale: Locale,
  item: FaqItem,
  position?: number,
): Promise<FaqItem[]> {
  return editFaq(family, id, locale, (items) => {
    if (items.length >= MAX_FAQ_ITEMS) throw positionIssue(`A page holds ${MAX_FAQ_ITEMS} questions at most`);
    const at = (position ?? items.length + 1) - 1;
    if (at > items.length) throw positionIssue(`From 1 to ${items.length + 1}`);
    return [...items.slice(0, at), item, ...items.slice(at)];
  });
}

/** Replaces the question at `position`; 404 when there is none. */
export function replaceFaqItem<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(
  family: LandingFamily<I, P, R>,
  id: number,
  locale: Locale,
  position: number,
  item: FaqItem,
): Promise<FaqItem[]> {
  return editFaq(family, id, locale, (items) => {
    if (position > items.length) throw new NotFoundError(`No question ${position} in ${locale}`);
    return items.map((current, index) => (index === position - 1 ? item : current));
  });
}

/** Removes the question at `position`; 404 when there is none. */
export function removeFaqItem<I extends LandingInput, P extends LandingPatch, R extends LandingRecord>(
  family: LandingFamily<I, P, R>,
  id: number,
  locale: Locale,
  position: number,
): Promise<FaqItem[]> {
  return editFaq(family, id, locale, (items) => {
    if (position > items.length) throw new NotFoundError(`No question ${position} in ${locale}`);
    return items.filter((_, index) => index !== position - 1);
  });
}

/** Curated lists keep the editors' order; a repeated id would show the same item twice. */
export const uniqueIds = (ids: number[] | undefined) => [...new Set(ids ?? [])];
