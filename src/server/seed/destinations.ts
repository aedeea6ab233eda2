import 'server-only';
import type { continents, continentTranslations, DatafeedLinkingFields, destinations, destinationTranslations } from '../db/schema';
import type { SeedContext } from './context';
import { type DestinationWords, type LandingTexts, type LandingWriter, countryTexts, placeTexts, regionTexts } from './destination-texts';
import { CONTINENTS, COUNTRIES, type CountryData, type PlaceData, type RegionData, type StayKind } from './destinations-data';
import { type Bilingual, type Language, LOCALES, type Locale, byLanguage, languageOf } from './locales';
import { frAt, frInline, frOf } from './text';

/** Dutch prepositions that are not a plain "in X" (islands, coasts, plurals). */
const NL_COUNTRY_AT: Record<string, string> = {
  MT: 'op Malta', CY: 'op Cyprus', MU: 'op Mauritius', CU: 'op Cuba', MV: 'op de Malediven', US: 'in de Verenigde Staten',
  GB: 'in het Verenigd Koninkrijk', AE: 'in de Verenigde Arabische Emiraten', DO: 'in de Dominicaanse Republiek',
};
const NL_REGION_AT: Record<string, string> = {
  Balearen: 'op de Balearen', 'Canarische Eilanden': 'op de Canarische Eilanden', Corsica: 'op Corsica', Sicilië: 'op Sicilië',
  Sardinië: 'op Sardinië', Kreta: 'op Kreta', Rhodos: 'op Rhodos', Cycladen: 'op de Cycladen', Corfu: 'op Corfu', Kos: 'op Kos',
  Zakynthos: 'op Zakynthos', Madeira: 'op Madeira', Azoren: 'op de Azoren', Algarve: 'in de Algarve', 'Belgische kust': 'aan de Belgische kust',
  Ardennen: 'in de Ardennen', Waddeneilanden: 'op de Waddeneilanden', 'Eiland Malta': 'op het eiland Malta', Gozo: 'op Gozo',
  Djerba: 'op Djerba', 'Kaap Bon': 'op Kaap Bon', 'Rode Zee': 'aan de Rode Zee', Sal: 'op Sal', 'Boa Vista': 'op Boa Vista',
  Noordkust: 'aan de noordkust', Oostkust: 'aan de oostkust', Westkust: 'aan de westkust', Zanzibar: 'op Zanzibar', Phuket: 'op Phuket',
  'Golf van Thailand': 'in de Golf van Thailand', Bali: 'op Bali', Java: 'op Java', Lombok: 'op Lombok', Hokkaidō: 'op Hokkaidō',
  Noordereiland: 'op het Noordereiland', Zuidereiland: 'op het Zuidereiland', 'Bovenwindse Eilanden': 'op de Bovenwindse Eilanden',
  'Benedenwindse Eilanden': 'op de Benedenwindse Eilanden', Hawaï: 'op Hawaï', 'Noord-Malé-atol': 'op het Noord-Malé-atol',
  'Zuid-Malé-atol': 'op het Zuid-Malé-atol', 'Ari-atol': 'op het Ari-atol', 'Berner Oberland': 'in het Berner Oberland',
  Salzburgerland: 'in het Salzburgerland', Balatonmeer: 'aan het Balatonmeer', Kvarner: 'in de Kvarner', Marmararegio: 'in de Marmararegio',
  'Zuidelijke Provincie': 'in de Zuidelijke Provincie', 'Centrale Provincie': 'in de Centrale Provincie',
  'Noordelijk Territorium': 'in het Noordelijk Territorium', 'Brussels Hoofdstedelijk Gewest': 'in het Brussels Hoofdstedelijk Gewest',
};
/** "Regio Madrid" reads "in de regio Madrid". */
const NL_PREFIXES: Record<string, string> = {
  Regio: 'de regio', Provincie: 'de provincie', District: 'het district', Gouvernement: 'het gouvernement', Kanton: 'het kanton',
  Staat: 'de staat', Emiraat: 'het emiraat',
};
const NL_ISLAND_PLACES = new Set([
  'Ibiza', 'Texel', 'Terschelling', 'Hvar', 'Krk', 'Koh Samui', 'Koh Phangan', 'Koh Tao', 'Moorea', 'Bora Bora', 'Raiatea',
  'Gili Trawangan', 'Cozumel', 'Mykonos', 'Santorini', 'Naxos', 'Paros', 'Phu Quoc',
]);

function nlRegionAt(name: string): string {
  const explicit = NL_REGION_AT[name];
  if (explicit) return explicit;
  const [first, ...rest] = name.split(' ');
  const prefix = first ? NL_PREFIXES[first] : undefined;
  return prefix && rest.length > 0 ? `in ${prefix} ${rest.join(' ')}` : `in ${name}`;
}

const stripNl = (at: string) => at.replace(/^(in|op|aan) /, '');
const nlOf = (at: string) => `van ${stripNl(at)}`;

function countryWords(c: CountryData): DestinationWords {
  const nlAt = NL_COUNTRY_AT[c.code] ?? `in ${c.name.nl}`;
  return { name: c.name, at: { fr: c.inFr, nl: nlAt }, of: { fr: c.ofFr, nl: nlOf(nlAt) }, bare: { fr: c.name.fr, nl: stripNl(nlAt) } };
}

function regionWords(r: RegionData): DestinationWords {
  const nlAt = nlRegionAt(r.name.nl);
  return { name: r.name, at: { fr: r.inFr, nl: nlAt }, of: { fr: r.ofFr, nl: nlOf(nlAt) }, bare: { fr: r.name.fr, nl: stripNl(nlAt) } };
}

function placeWords(pl: PlaceData): DestinationWords {
  const nlAt = `${NL_ISLAND_PLACES.has(pl.name.nl) ? 'op' : 'in'} ${pl.name.nl}`;
  return {
    name: pl.name,
    at: { fr: frAt(pl.name.fr), nl: nlAt },
    of: { fr: frOf(pl.name.fr), nl: nlOf(nlAt) },
    bare: { fr: frInline(pl.name.fr), nl: pl.name.nl },
  };
}

export type DestNode = {
  id: number;
  level: 1 | 2 | 3;
  parent: DestNode | null;
  country: CountryData;
  continentId: number | null;
  position: number;
  stay: StayKind;
  words: DestinationWords;
  children: DestNode[];
  slug: Bilingual;
  slugIds: Map<Locale, number>;
  texts: Record<Locale, LandingTexts>;
  inMenu: boolean;
  isTop: boolean;
  inHomepageSlider: boolean;
  bannerId: number;
  relatedCategoryId: number | null;
  relatedPostIds: number[];
  inSliderSublocationIds: number[];
  bannerStoreIds: number[];
  bottomRelatedSublocationIds: number[];
  linking: DatafeedLinkingFields;
};

export type DestinationTree = {
  continentIds: Map<string, number>;
  countries: DestNode[];
  regions: DestNode[];
  places: DestNode[];
  all: DestNode[];
};

/** The most frequent kind of stay among a country's regions characterises the country. */
function dominantStay(regions: RegionData[]): StayKind {
  const counts = new Map<StayKind, number>();
  for (const r of regions) counts.set(r.stay, (counts.get(r.stay) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'city';
}

const MENU_COUNTRIES = 20;
const TOP_COUNTRIES = 12;
const SLIDER_COUNTRIES = new Set(['ES', 'GR', 'IT', 'PT', 'TR', 'HR']);

/** A landing page's texts in every locale; the writer of each language is made (and draws its randomness) French first. */
export function writeLocales(writer: (language: Language) => LandingWriter): Record<Locale, LandingTexts> {
  const out = {} as Record<Locale, LandingTexts>;
  for (const [language, locales] of byLanguage([...LOCALES])) {
    const write = writer(language);
    for (const locale of locales) out[locale] = write(locale);
  }
  return out;
}

export function buildDestinations(ctx: SeedContext): DestinationTree {
  const rng = ctx.rng('destinations');
  const continentIds = new Map(CONTINENTS.map((c, i) => [c.code, i + 1]));
  const blank = (): Omit<DestNode, 'id' | 'level' | 'parent' | 'country' | 'continentId' | 'position' | 'stay' | 'words' | 'bannerId'> => ({
    children: [],
    slug: { fr: '', nl: '' },
    slugIds: new Map(),
    texts: {} as Record<Locale, LandingTexts>,
    inMenu: false,
    isTop: false,
    inHomepageSlider: false,
    relatedCategoryId: null,
    relatedPostIds: [],
    inSliderSublocationIds: [],
    bannerStoreIds: [],
    bottomRelatedSublocationIds: [],
    linking: {},
  });
  const banner = (stay: StayKind, id: number) => {
    const pool = ctx.pools.banner[stay];
    return pool[id % pool.length] as number;
  };

  // Ids by level (countries, then regions, then places) keep each level contiguous.
  let nextId = 1;
  const countries: DestNode[] = COUNTRIES.map((c, i) => {
    const id = nextId++;
    const stay = dominantStay(c.regions);
    return {
      ...blank(), id, level: 1, parent: null, country: c, continentId: continentIds.get(c.continent) ?? null, position: i,
      stay, words: countryWords(c), bannerId: banner(stay, id),
      inMenu: i < MENU_COUNTRIES, isTop: i < TOP_COUNTRIES, inHomepageSlider: SLIDER_COUNTRIES.has(c.code),
    };
  });
  const regions: DestNode[] = [];
  countries.forEach((cn) => {
    cn.country.regions.forEach((r, i) => {
      const id = nextId++;
      const node: DestNode = {
        ...blank(), id, level: 2, parent: cn, country: cn.country, continentId: null, position: i, stay: r.stay,
        words: regionWords(r), bannerId: banner(r.stay, id),
        // The first region of each menu country makes the 20 sublocations of the menu.
        inMenu: i === 0 && cn.inMenu, isTop: i === 0 && cn.isTop, inHomepageSlider: i === 0 && cn.inHomepageSlider,
      };
      cn.children.push(node);
      regions.push(node);
    });
  });
  const places: DestNode[] = [];
  regions.forEach((rn) => {
    const data = rn.country.regions[rn.position] as RegionData;
    data.places.forEach((pl, i) => {
      const id = nextId++;
      const stay = pl.stay ?? rn.stay;
      const node: DestNode = {
        ...blank(), id, level: 3, parent: rn, country: rn.country, continentId: null, position: i, stay,
        words: placeWords(pl), bannerId: banner(stay, id),
      };
      rn.children.push(node);
      places.push(node);
    });
  });

  for (const node of [...countries, ...regions, ...places]) {
    const key = node.level === 1 ? 'country' : node.level === 2 ? 'region' : 'city';
    node.linking = { [key]: [node.id] };
    for (const [language, locales] of byLanguage([...LOCALES])) {
      const parents = new Map(locales.map((l) => [l, node.parent ? (node.parent.slugIds.get(l) as number) : null]));
      const claim = ctx.slugs.claim(parents, node.words.name[language], node.level === 1 ? 'location' : 'sublocation', node.id);
      node.slug[language] = claim.slug;
      for (const [l, id] of claim.ids) node.slugIds.set(l, id);
    }
  }

  for (const cn of countries) {
    cn.texts = writeLocales((language) =>
      countryTexts(
        { words: cn.words, country: cn.country, stay: cn.stay, regions: cn.children.map((r) => ({ words: r.words, stay: r.stay })) },
        language, rng, ctx.year,
      ),
    );
    cn.inSliderSublocationIds = cn.children.slice(0, 8).map((r) => r.id);
    const neighbours = countries.filter((o) => o !== cn && o.country.continent === cn.country.continent);
    cn.bottomRelatedSublocationIds = rng.sample(neighbours.flatMap((o) => o.children.slice(0, 1)), 6).map((r) => r.id);
  }
  for (const rn of regions) {
    const cn = rn.parent as DestNode;
    rn.texts = writeLocales((language) =>
      regionTexts(
        { words: rn.words, country: rn.country, countryWords: cn.words, stay: rn.stay, places: rn.children.map((pl) => ({ words: pl.words, stay: pl.stay })) },
        language, rng, ctx.year,
      ),
    );
    rn.inSliderSublocationIds = rn.children.map((pl) => pl.id);
    rn.bottomRelatedSublocationIds = cn.children.filter((o) => o !== rn).slice(0, 6).map((o) => o.id);
  }
  for (const pn of places) {
    const rn = pn.parent as DestNode;
    const cn = rn.parent as DestNode;
    const siblings = rn.children.filter((o) => o !== pn);
    pn.texts = writeLocales((language) =>
      placeTexts(
        { words: pn.words, country: pn.country, countryWords: cn.words, regionWords: rn.words, stay: pn.stay, siblings: siblings.map((s) => s.words) },
        language, rng, ctx.year,
      ),
    );
    pn.inSliderSublocationIds = siblings.map((s) => s.id);
    const cousins = cn.children.filter((o) => o !== rn).flatMap((o) => o.children.slice(0, 1));
    pn.bottomRelatedSublocationIds = [...siblings.slice(0, 3), ...rng.sample(cousins, 3)].map((o) => o.id);
  }

  return { continentIds, countries, regions, places, all: [...countries, ...regions, ...places] };
}

export function continentRows(): {
  continents: (typeof continents.$inferInsert)[];
  translations: (typeof continentTranslations.$inferInsert)[];
} {
  return {
    continents: CONTINENTS.map((c, i) => ({ id: i + 1, code: c.code, position: i })),
    translations: CONTINENTS.flatMap((c, i) => LOCALES.map((locale) => ({ continentId: i + 1, locale, name: c.name[languageOf(locale)] }))),
  };
}

export function destinationRows(tree: DestinationTree): {
  destinations: (typeof destinations.$inferInsert)[];
  translations: (typeof destinationTranslations.$inferInsert)[];
} {
  const rows = tree.all.map((n) => ({
    id: n.id,
    parentId: n.parent?.id ?? null,
    continentId: n.continentId,
    level: n.level,
    countryCode: n.level === 1 ? n.country.code : null,
    bannerId: n.bannerId,
    inMenu: n.inMenu,
    isTop: n.isTop,
    inHomepageSlider: n.inHomepageSlider,
    position: n.position,
    relatedCategoryId: n.relatedCategoryId,
    relatedPostIds: n.relatedPostIds,
    inSliderSublocationIds: n.inSliderSublocationIds,
    bannerStoreIds: n.bannerStoreIds,
    bottomRelatedSublocationIds: n.bottomRelatedSublocationIds,
    datafeedLinkingFields: n.linking,
  }));
  const translations = tree.all.flatMap((n) =>
    LOCALES.map((locale) => {
      const language: Language = languageOf(locale);
      const t = n.texts[locale];
      return {
        destinationId: n.id,
        locale,
        name: t.name,
        slug: n.slug[language],
        header1: t.header1,
        header2: t.header2,
        topDescription: t.topDescription,
        bottomDescription: t.bottomDescription,
        seoTitle: t.seoTitle,
        metaDescription: t.metaDescription,
        seoImageId: n.bannerId,
        faqItems: t.faqItems,
      };
    }),
  );
  return { destinations: rows, translations };
}
