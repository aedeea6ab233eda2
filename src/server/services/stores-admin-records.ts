import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { AuditChange } from '@/lib/audit-log';
import type { Locale } from '@/lib/locales';
import { tags } from '../cache/invalidate';
import { type Db, db } from '../db/client';
import { storeCategories, stores, storeTranslations } from '../db/schema';
import { storePageTags } from './store-pages';

export type StoreTranslationRecord = {
  name: string;
  slug: string;
  description: string;
  reasons: string[];
  seo_title: string;
  meta_description: string;
  seo_image_id: number | null;
};

/** A store as editors write it: every locale, ids instead of nested objects; the rating comes from votes. */
export type StoreRecord = {
  id: number;
  website: string;
  icon_id: number | null;
  in_menu: boolean;
  is_top: boolean;
  position: number;
  related_store_ids: number[];
  category_ids: number[];
  translations: Partial<Record<Locale, StoreTranslationRecord>>;
};

export async function getStoreRecord(id: number, executor: Db = db()): Promise<StoreRecord | null> {
  const [store] = await executor.select().from(stores).where(eq(stores.id, id));
  if (!store) return null;
  const [translations, links] = await Promise.all([
    executor.select().from(storeTranslations).where(eq(storeTranslations.storeId, id)),
    executor
      .select({ categoryId: storeCategories.categoryId })
      .from(storeCategories)
      .where(eq(storeCategories.storeId, id))
      .orderBy(asc(storeCategories.position), asc(storeCategories.categoryId)),
  ]);
  return {
    id,
    website: store.website,
    icon_id: store.iconId,
    in_menu: store.inMenu,
    is_top: store.isTop,
    position: store.position,
    related_store_ids: store.relatedStoreIds,
    category_ids: links.map((link) => link.categoryId),
    translations: Object.fromEntries(
      translations.map((t) => [
        t.locale,
        {
          name: t.name,
          slug: t.slug,
          description: t.description,
          reasons: t.reasons,
          seo_title: t.seoTitle,
          meta_description: t.metaDescription,
          seo_image_id: t.seoImageId,
        },
      ]),
    ),
  };
}

/** Fields only the store's own page shows: changing them leaves every other page as it is. */
const OWN_PAGE_FIELDS = /^(translations\.[^.]+\.(description|reasons|seo_title|meta_description|seo_image_id)|related_store_ids|category_ids)$/;

/** A slug that changes, or a locale that comes or goes (its slug with it), moves the store's address. */
const ADDRESS_FIELD = /^translations\.[^.]+\.slug$/;

/**
 * The pages an edit of a store shows on (`changes` from the audit log's diff): its own page alone
 * for its texts and picks, every page that shows it (store-pages.ts) for its name, icon, website or
 * flags, and what resolves addresses when a slug or a locale changed.
 */
export async function storeChangeTags(id: number, changes: AuditChange[]): Promise<string[]> {
  if (changes.length === 0) return [];
  const shown = changes.some((change) => !OWN_PAGE_FIELDS.test(change.field)) ? await storePageTags(id) : [tags.store(id)];
  const moved = changes.some((change) => ADDRESS_FIELD.test(change.field));
  return moved ? [...shown, tags.slugs] : shown;
}
