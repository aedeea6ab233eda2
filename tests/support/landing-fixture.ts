import { sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
  categories,
  categoryTranslations,
  continents,
  continentTranslations,
  coupons,
  destinations,
  destinationTranslations,
  type DatafeedLinkingFields,
  media,
  partners,
  promotionCategories,
  promotions,
  promotionTranslations,
  properties,
  propertyCategories,
  serviceTypes,
  slugs,
  stores,
  storeTranslations,
} from '@/server/db/schema';
import { LOCALES, type Locale } from '@/lib/locales';

/**
 * A small, self-contained world for the landing-page, datafeed, slug and breadcrumb tests. Every
 * slug and code starts with "zz" so that it lives beside whatever the seed put in the database.
 *
 * Destinations: countries Zzland (regions "zz-coast" and "zz-hills", place "zz-village" under
 * the coast) and Zzonia (its own region "zz-coast", the same slug under another parent).
 * Categories: "zz-sun" > "zz-sun-beach" > "zz-sun-beach-cove". A store, two promotions (one
 * active, filed under zz-sun; one expired), a blog category with a post, and 48 properties.
 */

type Names = { fr: string; nl: string };
const byLocale = (names: Names): Record<Locale, string> => ({ 'fr-be': names.fr, 'fr-fr': names.fr, 'nl-be': names.nl });
const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export type LandingFixture = Awaited<ReturnType<typeof insertLandingFixture>>;

/** Tables may hold explicitly numbered seed rows; move every sequence past them first. */
async function syncSequences(tables: string[]): Promise<void> {
  for (const table of tables) {
    await db().execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`),
    );
  }
}

export async function insertLandingFixture() {
  await syncSequences([
    'media', 'continents', 'continent_translations', 'destinations', 'destination_translations', 'categories',
    'category_translations', 'stores', 'store_translations', 'promotions', 'promotion_translations', 'coupons',
    'blog_categories', 'blog_category_translations', 'blog_posts', 'blog_post_translations', 'partners',
    'property_categories', 'service_types', 'properties', 'slugs',
  ]);
  const now = Date.now();
  const day = 86_400_000;
  const [banner] = await db()
    .insert(media)
    .values({ file: 'media/zz-banner.webp', name: 'zz-banner', mimeType: 'image/webp', width: 1200, height: 400 })
    .returning();

  const [continent] = await db().insert(continents).values({ code: 'ZZ', position: 999 }).returning();
  await db()
    .insert(continentTranslations)
    .values(LOCALES.map((locale) => ({ continentId: continent!.id, locale, name: byLocale({ fr: 'Zzcontinent', nl: 'Zzcontinent NL' })[locale] })));

  // Slug registry rows, with the parent's row per locale.
  type SlugRows = Record<Locale, number>;
  async function register(
    entityType: (typeof slugs.$inferInsert)['entityType'],
    entityId: number,
    slug: Record<Locale, string>,
    parent: SlugRows | null,
    locales: readonly Locale[] = LOCALES,
  ): Promise<SlugRows> {
    const rows = await db()
      .insert(slugs)
      .values(locales.map((locale) => ({ locale, slug: slug[locale], entityType, entityId, parentId: parent?.[locale] ?? null })))
      .returning();
    return Object.fromEntries(rows.map((row) => [row.locale, row.id])) as SlugRows;
  }

  // --- store and promotions
  const [store] = await db().insert(stores).values({ website: 'https://zz-store.example', isTop: true }).returning();
  const storeNames = { fr: 'Zz Voyages', nl: 'Zz Reizen' };
  const storeSlug = byLocale({ fr: 'zz-voyages', nl: 'zz-reizen' });
  await db()
    .insert(storeTranslations)
    .values(LOCALES.map((locale) => ({ storeId: store!.id, locale, name: byLocale(storeNames)[locale], slug: storeSlug[locale] })));
  await register('store', store!.id, storeSlug, null);

  // --- categories: zz-sun > zz-sun-beach > zz-sun-beach-cove
  async function category(
    names: Names,
    parentId: number | null,
    level: number,
    parentSlugs: SlugRows | null,
    extra: Partial<typeof categories.$inferInsert> = {},
  ) {
    const [row] = await db().insert(categories).values({ parentId, level, ...extra }).returning();
    const slug = byLocale({ fr: slugify(names.fr), nl: slugify(names.nl) });
    await db()
      .insert(categoryTranslations)
      .values(
        LOCALES.map((locale) => ({
          categoryId: row!.id,
          locale,
          name: byLocale(names)[locale],
          slug: slug[locale],
          header1: `${byLocale(names)[locale]} H1`,
          bottomDescription: '<p>Below</p>',
          faqItems: [{ question: 'Q?', answer: 'A.' }],
        })),
      );
    const slugRows = await register(level === 1 ? 'category' : 'subcategory', row!.id, slug, parentSlugs);
    return { id: row!.id, slug, slugRows, names };
  }

  const sun = await category({ fr: 'zz-sun', nl: 'zz-zon' }, null, 1, null, {
    inMenu: true,
    isHeader: true,
    onHomepage: true,
    inHomepageSlider: true,
    bannerId: banner!.id,
    iconId: banner!.id,
    storeIds: [store!.id],
    bottomRelatedStoreIds: [store!.id],
    position: -1000,
  });
  const beach = await category({ fr: 'zz-sun-beach', nl: 'zz-zon-strand' }, sun.id, 2, sun.slugRows, { inMenu: true, position: -1000 });
  const cove = await category({ fr: 'zz-sun-beach-cove', nl: 'zz-zon-strand-baai' }, beach.id, 3, beach.slugRows);
  // More heading children than the header shows (8).
  const headingChildren = [];
  for (let i = 1; i <= 9; i++) {
    headingChildren.push(
      await category({ fr: `zz-sun-extra-${i}`, nl: `zz-zon-extra-${i}` }, sun.id, 2, sun.slugRows, { position: i }),
    );
  }

  const [activePromotion, expiredPromotion] = await db()
    .insert(promotions)
    .values([
      { storeId: store!.id, type: 'coupon', link: 'https://zz-store.example/a', startsAt: new Date(now - 10 * day), endsAt: new Date(now + 30 * day), position: -1000 },
      { storeId: store!.id, type: 'offer', link: 'https://zz-store.example/b', startsAt: new Date(now - 30 * day), endsAt: new Date(now - day), position: -1000 },
    ])
    .returning();
  await db()
    .insert(promotionTranslations)
    .values(
      [activePromotion!, expiredPromotion!].flatMap((p, i) =>
        LOCALES.map((locale) => ({ promotionId: p.id, locale, title: `Zz promo ${i} ${locale}`, offer: '-10%' })),
      ),
    );
  await db().insert(coupons).values([
    { promotionId: activePromotion!.id, type: 'coupon', code: 'ZZ10' },
    { promotionId: expiredPromotion!.id, type: 'offer' },
  ]);
  await db().insert(promotionCategories).values([
    { promotionId: activePromotion!.id, categoryId: sun.id },
    { promotionId: expiredPromotion!.id, categoryId: sun.id },
  ]);

  // --- blog
  const [blogCategory] = await db().insert(blogCategories).values({}).returning();
  const blogCategorySlug = byLocale({ fr: 'zz-conseils', nl: 'zz-tips' });
  await db()
    .insert(blogCategoryTranslations)
    .values(LOCALES.map((locale) => ({ blogCategoryId: blogCategory!.id, locale, name: `Zz blog ${locale}`, slug: blogCategorySlug[locale] })));
  const blogCategorySlugs = await register('blog_category', blogCategory!.id, blogCategorySlug, null);
  const [post] = await db().insert(blogPosts).values({ blogCategoryId: blogCategory!.id, author: 'Zz' }).returning();
  const postSlug = byLocale({ fr: 'zz-partir-au-soleil', nl: 'zz-naar-de-zon' });
  await db()
    .insert(blogPostTranslations)
    .values(LOCALES.map((locale) => ({ blogPostId: post!.id, locale, title: `Zz post ${locale}`, slug: postSlug[locale], excerpt: 'Zz' })));
  await register('blog_post', post!.id, postSlug, blogCategorySlugs);

  // --- destinations
  async function destination(
    names: Names,
    parentId: number | null,
    level: number,
    parentSlugs: SlugRows | null,
    extra: Partial<typeof destinations.$inferInsert> = {},
    locales: readonly Locale[] = LOCALES,
  ) {
    const [row] = await db()
      .insert(destinations)
      .values({ parentId, level, continentId: level === 1 ? continent!.id : null, ...extra })
      .returning();
    const slug = byLocale({ fr: slugify(names.fr), nl: slugify(names.nl) });
    await db()
      .insert(destinationTranslations)
      .values(
        locales.map((locale) => ({
          destinationId: row!.id,
          locale,
          name: byLocale(names)[locale],
          slug: slug[locale],
          bottomDescription: '<p>Bottom</p>',
        })),
      );
    const slugRows = await register(level === 1 ? 'location' : 'sublocation', row!.id, slug, parentSlugs, locales);
    return { id: row!.id, slug, slugRows, names };
  }

  const zzland = await destination({ fr: 'zz-land', nl: 'zz-landje' }, null, 1, null, {
    inMenu: true,
    isTop: true,
    inHomepageSlider: true,
    bannerId: banner!.id,
    bannerStoreIds: [store!.id],
    relatedCategoryId: sun.id,
    relatedPostIds: [post!.id],
    position: -1000,
  });
  // Promotions through the related category only, and (the hills) through a banner store only.
  const zzonia = await destination({ fr: 'zz-onia', nl: 'zz-onie' }, null, 1, null, { position: -999, relatedCategoryId: sun.id });
  const coast = await destination({ fr: 'zz-coast', nl: 'zz-kust' }, zzland.id, 2, zzland.slugRows, { inMenu: true, position: -1000 });
  const hills = await destination({ fr: 'zz-hills', nl: 'zz-heuvels' }, zzland.id, 2, zzland.slugRows, { bannerStoreIds: [store!.id] });
  const village = await destination({ fr: 'zz-village', nl: 'zz-dorp' }, coast.id, 3, coast.slugRows, { position: -998 });
  const oniaCoast = await destination({ fr: 'zz-coast', nl: 'zz-kust' }, zzonia.id, 2, zzonia.slugRows, { position: -999 });
  // Content on the French site only: absent from fr-be and nl-be.
  const frenchOnly = await destination({ fr: 'zz-france-only', nl: 'zz-alleen-frankrijk' }, null, 1, null, {}, ['fr-fr']);

  // --- datafeed dictionaries and properties
  const partnerRows = await db()
    .insert(partners)
    .values([1, 2, 3].map((i) => ({ name: `Zz Partner ${i}`, slug: `zz-partner-${i}`, website: `https://p${i}.example`, position: -1000 + i })))
    .returning();
  const categoryRows = await db()
    .insert(propertyCategories)
    .values([
      { slug: 'zz-hotel', name: { 'fr-be': 'Zz hôtel', 'fr-fr': 'Zz hôtel', 'nl-be': 'Zz hotel' }, position: -1000 },
      { slug: 'zz-villa', name: { 'fr-be': 'Zz villa', 'fr-fr': 'Zz villa', 'nl-be': 'Zz villa NL' }, position: -999 },
    ])
    .returning();
  const serviceRows = await db()
    .insert(serviceTypes)
    .values([
      { slug: 'zz-all-in', name: { 'fr-be': 'Zz tout compris', 'fr-fr': 'Zz tout compris', 'nl-be': 'Zz alles inbegrepen' }, position: -1000 },
      { slug: 'zz-half', name: { 'fr-be': 'Zz demi-pension', 'fr-fr': 'Zz demi-pension', 'nl-be': 'Zz halfpension' }, position: -999 },
      { slug: 'zz-room', name: { 'fr-be': 'Zz chambre', 'fr-fr': 'Zz chambre', 'nl-be': 'Zz kamer' }, position: -998 },
    ])
    .returning();
  const stays = ['beach', 'city', 'mountain'] as const;
  const places = [
    { countryId: zzland.id, regionId: coast.id, cityId: village.id },
    { countryId: zzland.id, regionId: hills.id, cityId: null },
    { countryId: zzonia.id, regionId: oniaCoast.id, cityId: null },
  ];
  const propertyRows = await db()
    .insert(properties)
    .values(
      Array.from({ length: 48 }, (_, i) => {
        // Prices repeat (every 12th), so the id tie-breaker of the ordering matters.
        const price = 20_000 + (i % 12) * 5_000;
        const discounted = i % 4 === 0;
        return {
          externalId: `ZZ-${i}`,
          name: `Zz property ${i}`,
          image: `https://img.example/zz-${i}.jpg`,
          deepLink: `https://p.example/zz-${i}`,
          partnerId: partnerRows[i % 3]!.id,
          ...places[i % 3]!,
          propertyCategoryId: categoryRows[i % 2]!.id,
          serviceTypeIds: i % 5 === 0 ? [] : [serviceRows[i % 3]!.id, ...(i % 2 ? [serviceRows[(i + 1) % 3]!.id] : [])],
          typeOfStay: stays[i % 3]!,
          price,
          oldPrice: discounted ? price + 10_000 : null,
          hasDiscount: discounted,
          duration: 2 + (i % 13),
          rating: 1 + (i % 5),
          isLastMinute: i % 4 === 1,
          categoryBestOffer: i % 6 === 0,
          homepageBestOffer: i % 8 === 0,
          departureDate: i % 2 ? '2026-07-01' : null,
        };
      }),
    )
    .returning();

  const sunLinking: DatafeedLinkingFields = { country: [zzland.id], last: true };
  await db().execute(sql`update categories set
      datafeed_linking_fields = ${JSON.stringify(sunLinking)}::jsonb,
      related_category_id = ${beach.id},
      related_post_ids = ${`{${post!.id}}`}::int[],
      in_slider_subcategory_ids = ${`{${beach.id}}`}::int[],
      specific_hotel_ids = ${`{${propertyRows[1]!.id},${propertyRows[0]!.id}}`}::int[]
    where id = ${sun.id}`);
  await db().execute(sql`update categories set datafeed_linking_fields = '{"category_best_offer": true}'::jsonb where id = ${beach.id}`);
  await db().execute(sql`update destinations set
      datafeed_linking_fields = ${JSON.stringify({ region: [coast.id], has_discount: false })}::jsonb,
      in_slider_sublocation_ids = ${`{${coast.id}}`}::int[],
      bottom_related_sublocation_ids = ${`{${hills.id},${oniaCoast.id}}`}::int[],
      specific_hotel_ids = ${`{${propertyRows[2]!.id}}`}::int[]
    where id = ${zzland.id}`);

  return {
    banner: banner!,
    continent: continent!,
    store: { id: store!.id, slug: storeSlug, names: storeNames },
    promotions: { active: activePromotion!, expired: expiredPromotion! },
    categories: { sun, beach, cove, headingChildren },
    blog: { category: { id: blogCategory!.id, slug: blogCategorySlug }, post: { id: post!.id, slug: postSlug } },
    destinations: { zzland, zzonia, coast, hills, village, oniaCoast, frenchOnly },
    partners: partnerRows,
    propertyCategories: categoryRows,
    serviceTypes: serviceRows,
    properties: propertyRows,
  };
}
