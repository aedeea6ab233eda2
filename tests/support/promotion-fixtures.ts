import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PromotionType } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { db } from '@/server/db/client';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
  categories,
  categoryTranslations,
  coupons,
  destinations,
  destinationTranslations,
  storeCategories,
  stores,
  storeTranslations,
} from '@/server/db/schema';
import { createPromotion } from '@/server/services/promotions-admin';

/**
 * Rows the promotion, coupon and search tests build on, so that they hold whatever the seed
 * contains. Slugs get a random suffix: they never collide with seeded ones.
 */

type Names = Partial<Record<Locale, string>>;

const run = randomBytes(3).toString('hex');
let serial = 0;

function slugOf(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base}-${run}-${++serial}`;
}

function perLocale(names: Names) {
  return Object.entries(names).map(([locale, name]) => ({ locale: locale as Locale, name: name!, slug: slugOf(name!) }));
}

/** An ISO date `days` from now (negative: in the past). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

export async function makeStore(
  names: Names,
  options: { categoryIds?: number[]; relatedStoreIds?: number[]; description?: string } = {},
): Promise<number> {
  const [store] = await db()
    .insert(stores)
    .values({ website: 'https://shop.example', relatedStoreIds: options.relatedStoreIds ?? [] })
    .returning({ id: stores.id });
  const storeId = store!.id;
  await db()
    .insert(storeTranslations)
    .values(perLocale(names).map((t) => ({ storeId, ...t, description: options.description ?? '' })));
  if (options.categoryIds?.length) {
    await db().insert(storeCategories).values(options.categoryIds.map((categoryId) => ({ storeId, categoryId })));
  }
  return storeId;
}

export async function setRelatedStores(storeId: number, relatedStoreIds: number[]): Promise<void> {
  await db().update(stores).set({ relatedStoreIds }).where(eq(stores.id, storeId));
}

export async function makeCategory(names: Names, parentId: number | null = null, level = 1): Promise<number> {
  const [category] = await db().insert(categories).values({ parentId, level }).returning({ id: categories.id });
  const categoryId = category!.id;
  await db()
    .insert(categoryTranslations)
    .values(perLocale(names).map((t) => ({ categoryId, ...t })));
  return categoryId;
}

export async function makeDestination(names: Names, parentId: number | null = null, level = 1): Promise<number> {
  const [destination] = await db()
    .insert(destinations)
    .values({ parentId, level })
    .returning({ id: destinations.id });
  const destinationId = destination!.id;
  await db()
    .insert(destinationTranslations)
    .values(perLocale(names).map((t) => ({ destinationId, ...t })));
  return destinationId;
}

export async function makeBlogPost(titles: Names, publishedAt: string = daysFromNow(-1)): Promise<number> {
  const [category] = await db().insert(blogCategories).values({}).returning({ id: blogCategories.id });
  const blogCategoryId = category!.id;
  await db()
    .insert(blogCategoryTranslations)
    .values(perLocale(Object.fromEntries(Object.keys(titles).map((l) => [l, 'Conseils']))).map((t) => ({ blogCategoryId, ...t })));
  const [post] = await db()
    .insert(blogPosts)
    .values({ blogCategoryId, publishedAt: new Date(publishedAt) })
    .returning({ id: blogPosts.id });
  const blogPostId = post!.id;
  await db()
    .insert(blogPostTranslations)
    .values(perLocale(titles).map(({ locale, name, slug }) => ({ blogPostId, locale, title: name, slug })));
  return blogPostId;
}

export type PromotionFixture = { id: number; couponId: number };

export async function makePromotion(options: {
  storeId: number;
  titles: Names;
  type?: PromotionType;
  code?: string;
  startsAt?: string;
  endsAt?: string | null;
  position?: number;
  categoryIds?: number[];
  inSlider?: boolean;
  onHomepage?: boolean;
  isDealOfMonth?: boolean;
}): Promise<PromotionFixture> {
  const type = options.type ?? 'offer';
  const record = await createPromotion({
    store_id: options.storeId,
    type,
    code: options.code ?? (type === 'coupon' ? `CODE${++serial}` : null),
    link: 'https://shop.example/deal',
    starts_at: options.startsAt ?? daysFromNow(-10),
    ends_at: options.endsAt === undefined ? daysFromNow(30) : options.endsAt,
    position: options.position ?? 0,
    category_ids: options.categoryIds ?? [],
    in_slider: options.inSlider ?? false,
    on_homepage: options.onHomepage ?? false,
    is_deal_of_month: options.isDealOfMonth ?? false,
    translations: Object.fromEntries(
      Object.entries(options.titles).map(([locale, title]) => [locale, { title, offer: '-10%' }]),
    ),
  });
  const [coupon] = await db().select({ id: coupons.id }).from(coupons).where(eq(coupons.promotionId, record.id));
  return { id: record.id, couponId: coupon!.id };
}
