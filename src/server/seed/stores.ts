import 'server-only';
import type { storeCategories, storeRatings, stores, storeTranslations } from '../db/schema';
import type { CategoryTree } from './categories';
import type { SeedContext } from './context';
import { type Availability, type Bilingual, type Language, type Locale, byLanguage, languageOf, localesOf, textFor } from './locales';
import { sharedLogo, storeLogo } from './media';
import type { Rng } from './random';
import { BRAND_CITIES, BRAND_ENDINGS, BRAND_STEMS, KIND_DATA, STORE_KINDS, STORES, type StoreData, type StoreKind } from './stores-data';
import { META_MAX, SEO_TITLE_MAX, firstFitting, p, slugify } from './text';

export type StoreNode = {
  id: number;
  name: string;
  kind: StoreKind;
  domain: string;
  availability: Availability;
  locales: Locale[];
  /** Hand-made stores of every scale, as opposed to the generated ones of the large seed. */
  curated: boolean;
  iconId: number;
  slug: Bilingual;
  figure: number;
  categoryIds: number[];
  relatedStoreIds: number[];
  inMenu: boolean;
  isTop: boolean;
  position: number;
  votes: number[];
};

export type StoreSet = { all: StoreNode[]; curated: StoreNode[] };

/** The figure a store boasts about ("plus de 120 destinations"), in a believable range per kind. */
const FIGURES: Record<StoreKind, [number, number, number]> = {
  airline: [40, 160, 5], tour_operator: [35, 120, 5], hotel: [1_200, 250_000, 100], holiday_park: [8, 45, 1],
  camping: [150, 1_200, 10], car_hire: [300, 2_500, 50], ferry: [12, 60, 1], cruise: [80, 400, 10],
  luggage: [300, 2_000, 50], insurance: [15, 60, 1], rail: [200, 1_500, 50], ski: [60, 250, 5], wellness: [120, 800, 10],
  activities: [5_000, 60_000, 500], outdoor: [3_000, 20_000, 500], parking: [8, 40, 1], guides: [80, 300, 10],
};

export function formatNumber(value: number, language: Language): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fr' ? ' ' : '.');
}

/** Votes skewed towards 4 and 5 stars, as on real review widgets. */
function drawVotes(rng: Rng, count: number): number[] {
  return Array.from({ length: count }, () => rng.weighted([[5, 40], [4, 35], [3, 15], [2, 6], [1, 4]] as const));
}

function generatedNames(rng: Rng, count: number, taken: Set<string>): { name: string; kind: StoreKind }[] {
  const out: { name: string; kind: StoreKind }[] = [];
  let guard = 0;
  while (out.length < count) {
    const kind = rng.pick(STORE_KINDS);
    const stem = rng.pick(BRAND_STEMS) + rng.pick(BRAND_ENDINGS);
    let name = `${stem} ${rng.pick(KIND_DATA[kind].nameWords)}`;
    if (taken.has(slugify(name))) name = `${name} ${rng.pick(BRAND_CITIES)}`;
    if (++guard > count * 20) throw new Error('could not generate enough distinct store names');
    if (taken.has(slugify(name))) continue;
    taken.add(slugify(name));
    out.push({ name, kind });
  }
  return out;
}

const MENU_STORES = 30;
const TOP_STORES = 24;

export function buildStores(ctx: SeedContext, categories: CategoryTree): StoreSet {
  const rng = ctx.rng('stores');
  const data: (StoreData & { curated: boolean })[] = STORES.map((s) => ({ ...s, curated: true }));
  if (ctx.config.stores > data.length) {
    const taken = new Set(data.map((s) => slugify(s.name)));
    for (const { name, kind } of generatedNames(ctx.rng('store-names'), ctx.config.stores - data.length, taken)) {
      const availability = rng.weighted([['all', 85], ['be', 8], ['fr-fr', 7]] as const);
      const tld = availability === 'be' ? 'be' : availability === 'fr-fr' ? 'fr' : rng.pick(['com', 'eu', 'com']);
      data.push({ name, kind, domain: `${slugify(name).replace(/-/g, '')}.${tld}`, availability, curated: false });
    }
  }
  // Menu and top stores come from the stores every site carries, spread over the kinds.
  const everywhere = data.map((s, i) => ({ s, i })).filter(({ s }) => s.curated && s.availability === 'all');
  const shuffled = ctx.rng('store-flags').shuffle(everywhere).map(({ i }) => i);
  const menu = new Set(shuffled.slice(0, MENU_STORES));
  const top = new Set(shuffled.slice(0, TOP_STORES));

  const all: StoreNode[] = data.map((s, i) => {
    const id = i + 1;
    const slug = slugify(s.name);
    const [lo, hi, step] = FIGURES[s.kind];
    const kindCategories = KIND_DATA[s.kind].categories;
    const picked = [kindCategories[0] as string, ...rng.sample(kindCategories.slice(1), rng.int(1, 3))];
    return {
      id,
      name: s.name,
      kind: s.kind,
      domain: s.domain,
      availability: s.availability,
      locales: localesOf(s.availability),
      curated: s.curated,
      iconId: s.curated ? storeLogo(ctx.media, s.name, slug) : sharedLogo(ctx.media, s.name),
      slug: { fr: '', nl: '' },
      figure: Math.round(rng.int(lo, hi) / step) * step,
      categoryIds: picked.map((key) => categories.byKey.get(key)?.id).filter((x): x is number => x !== undefined),
      relatedStoreIds: [],
      inMenu: menu.has(i),
      isTop: top.has(i),
      position: i,
      votes: drawVotes(rng, s.curated ? rng.int(3, 12) : rng.int(1, 6)),
    };
  });

  const byKind = new Map<StoreKind, StoreNode[]>();
  for (const s of all) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s]);
  for (const s of all) {
    const peers = (byKind.get(s.kind) ?? []).filter(
      (o) => o !== s && (o.availability === 'all' || o.availability === s.availability) && (o.curated || !s.curated),
    );
    // Curated peers first: a large seed keeps the hand-made brands in front.
    const pool = peers.slice(0, 60);
    s.relatedStoreIds = rng.sample(pool, rng.int(4, 6)).map((o) => o.id);
  }

  for (const s of all) {
    for (const [language, locales] of byLanguage(s.locales)) {
      const claim = ctx.slugs.claim(new Map(locales.map((l) => [l, null])), s.name, 'store', s.id);
      s.slug[language] = claim.slug;
    }
  }
  return { all, curated: all.filter((s) => s.curated) };
}

function monthYear(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-BE' : 'nl-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * A store page's title and description. The French site's name France, so that search engines do not
 * see the Belgian French page twice.
 */
function storeSeo(name: string, buys: Bilingual, month: Bilingual, locale: Locale): { seoTitle: string; metaDescription: string } {
  if (locale === 'fr-fr') {
    return {
      seoTitle: firstFitting(SEO_TITLE_MAX, [
        `Code promo ${name} France, ${month.fr}`,
        `Code promo ${name} France ${month.fr.replace(/^\D+/, '')}`,
        `Code promo ${name} France`,
      ]),
      metaDescription: firstFitting(META_MAX, [
        `Codes promo ${name} vérifiés pour les voyageurs en France : réductions sur ${buys.fr}, conditions et date de fin de chaque offre.`,
        `Codes promo ${name} vérifiés pour les voyageurs en France : réductions sur ${buys.fr} et conditions de chaque offre.`,
        `Codes promo ${name} vérifiés pour la France : réductions sur ${buys.fr}.`,
      ]),
    };
  }
  if (locale === 'fr-be') {
    return {
      seoTitle: `Code promo ${name} valable en ${month.fr}`,
      metaDescription: `Tous les codes promo et offres ${name} vérifiés : réductions sur ${buys.fr}, conditions et dates de validité. Économisez sur votre prochaine réservation.`,
    };
  }
  return {
    seoTitle: `Kortingscode ${name} geldig in ${month.nl}`,
    metaDescription: `Alle gecontroleerde kortingscodes en aanbiedingen van ${name}: kortingen op ${buys.nl}, voorwaarden en geldigheidsdata. Bespaar op je volgende boeking.`,
  };
}

export function storeRows(ctx: SeedContext, set: StoreSet): {
  stores: (typeof stores.$inferInsert)[];
  translations: (typeof storeTranslations.$inferInsert)[];
  categories: (typeof storeCategories.$inferInsert)[];
  ratings: (typeof storeRatings.$inferInsert)[];
} {
  const rng = ctx.rng('store-texts');
  const voters = ctx.rng('store-voters');
  const storesOut: (typeof stores.$inferInsert)[] = [];
  const translations: (typeof storeTranslations.$inferInsert)[] = [];
  const links: (typeof storeCategories.$inferInsert)[] = [];
  const ratings: (typeof storeRatings.$inferInsert)[] = [];
  const month = { fr: monthYear(ctx.now, 'fr'), nl: monthYear(ctx.now, 'nl') };
  for (const s of set.all) {
    const sum = s.votes.reduce((a, b) => a + b, 0);
    storesOut.push({
      id: s.id,
      iconId: s.iconId,
      website: `https://www.${s.domain}`,
      rating: s.votes.length > 0 ? Math.round((sum / s.votes.length) * 100) / 100 : 0,
      ratingCount: s.votes.length,
      ratingSum: sum,
      inMenu: s.inMenu,
      isTop: s.isTop,
      position: s.position,
      relatedStoreIds: s.relatedStoreIds,
    });
    s.votes.forEach((rating, i) => {
      ratings.push({ storeId: s.id, voterHash: voters.hex(64), rating, createdAt: ctx.daysFromNow(-(i * 7 + voters.int(1, 6))) });
    });
    s.categoryIds.forEach((categoryId, position) => links.push({ storeId: s.id, categoryId, position }));
    const kind = KIND_DATA[s.kind];
    const variant = rng.int(0, 1);
    const reasonCount = rng.int(3, 5);
    const reasonPicks = rng.sample([0, 1, 2, 3, 4, 5], reasonCount);
    for (const locale of s.locales) {
      const language = languageOf(locale);
      const fill = (text: string) => text.replace(/\{name\}/g, s.name).replace(/\{n\}/g, formatNumber(s.figure, language));
      const intro = fill(textFor(kind.intro, locale)[variant] as string);
      const outro =
        language === 'fr'
          ? `Sur cette page, retrouvez tous les codes promo ${s.name} vérifiés par notre équipe ainsi que les offres du moment. Copiez le code, rendez-vous sur le site du marchand et collez-le au moment du paiement.`
          : `Op deze pagina vind je alle kortingscodes van ${s.name}, gecontroleerd door ons team, en de aanbiedingen van het moment. Kopieer de code, ga naar de site van de verkoper en plak hem bij het afrekenen.`;
      translations.push({
        storeId: s.id,
        locale,
        name: s.name,
        slug: s.slug[language],
        description: p(intro) + p(outro),
        reasons: reasonPicks.map((i) => fill(textFor(kind.reasons, locale)[i] as string)),
        ...storeSeo(s.name, kind.buys, month, locale),
        seoImageId: s.iconId,
      });
    }
  }
  return { stores: storesOut, translations, categories: links, ratings };
}
