import 'server-only';
import type { categories, categoryTranslations, DatafeedLinkingFields, FaqItem } from '../db/schema';
import { type CategoryData, type CategoryLink, CATEGORIES } from './categories-data';
import type { SeedContext } from './context';
import type { LandingTexts, LandingWriter } from './destination-texts';
import { type DestinationTree, writeLocales } from './destinations';
import type { StayKind } from './destinations-data';
import { type Bilingual, type Language, LOCALES, type Locale, byLanguage, languageOf, textFor } from './locales';
import { categoryIcon } from './media';
import type { Rng } from './random';
import { META_MAX, SEO_TITLE_MAX, firstFitting, h2, p, ul } from './text';

export type CategoryNode = {
  id: number;
  key: string;
  level: 1 | 2 | 3;
  parent: CategoryNode | null;
  data: CategoryData;
  position: number;
  children: CategoryNode[];
  stay: StayKind;
  slug: Bilingual;
  slugIds: Map<Locale, number>;
  texts: Record<Locale, LandingTexts>;
  bannerId: number;
  iconId: number | null;
  inMenu: boolean;
  isHeader: boolean;
  onHomepage: boolean;
  inHomepageSlider: boolean;
  relatedCategoryId: number | null;
  storeIds: number[];
  relatedPostIds: number[];
  bottomRelatedStoreIds: number[];
  linking: DatafeedLinkingFields;
};

export type CategoryTree = { all: CategoryNode[]; top: CategoryNode[]; byKey: Map<string, CategoryNode> };

/** The picture family of each top-level category; children inherit it unless their own filter names a stay. */
const TOP_STAY: Record<string, StayKind> = {
  beach: 'beach', ski: 'ski', 'city-trips': 'city', family: 'countryside', tours: 'adventure', cruises: 'beach',
  wellness: 'wellness', camping: 'countryside', flights: 'city', 'car-rental': 'adventure', 'last-minute': 'beach',
  hotels: 'city', 'travel-gear': 'adventure', 'travel-insurance': 'city',
};
const HEADER = new Set(['beach', 'ski', 'city-trips', 'family', 'tours', 'last-minute']);
const HOMEPAGE = new Set(['beach', 'ski', 'city-trips', 'family', 'tours', 'cruises', 'wellness', 'camping']);
const HOMEPAGE_SLIDER = new Set(['greek-islands', 'canary-islands', 'ski-austria', 'european-capitals', 'holiday-parks', 'all-inclusive']);
const RELATED_TOP: Record<string, string> = {
  beach: 'last-minute', ski: 'wellness', 'city-trips': 'hotels', family: 'camping', tours: 'flights', cruises: 'tours',
  wellness: 'hotels', camping: 'family', flights: 'car-rental', 'car-rental': 'flights', 'last-minute': 'beach',
  hotels: 'city-trips', 'travel-gear': 'travel-insurance', 'travel-insurance': 'travel-gear',
};

const BRAND = 'Vakantio';

const INTROS: Bilingual<string[]> = {
  fr: [
    `Sur ${BRAND}, nous rassemblons chaque jour les codes promo et les offres des meilleurs spécialistes pour {phrase}. Comparez, copiez le code et réservez directement sur le site du marchand.`,
    'Notre équipe vérifie quotidiennement les réductions proposées par nos partenaires pour {phrase} : vous ne trouverez ici que des offres valables, avec leurs conditions et leur date de fin.',
    'Codes promo, ventes flash et offres de dernière minute : tout ce qu’il faut pour réserver {phrase} au meilleur prix se trouve sur cette page.',
  ],
  nl: [
    `Op ${BRAND} verzamelen we elke dag de kortingscodes en aanbiedingen van de beste specialisten voor {phrase}. Vergelijk, kopieer de code en boek rechtstreeks op de site van de verkoper.`,
    'Ons team controleert dagelijks de kortingen van onze partners voor {phrase}: je vindt hier enkel geldige aanbiedingen, met hun voorwaarden en einddatum.',
    'Kortingscodes, flash sales en lastminuteaanbiedingen: alles om {phrase} aan de beste prijs te boeken, vind je op deze pagina.',
  ],
};
const SAVING_TIPS: Bilingual<string[]> = {
  fr: [
    'Comparez toujours le prix final, taxes et frais de dossier compris.',
    'Inscrivez-vous aux newsletters des marchands : les meilleurs codes y sont souvent réservés.',
    'Réservez tôt pour les vacances scolaires, ou très tard si vos dates sont flexibles.',
    'Vérifiez les conditions d’annulation avant de payer.',
    'Combinez un code promo avec les offres de réservation anticipée quand c’est autorisé.',
  ],
  nl: [
    'Vergelijk altijd de eindprijs, inclusief taksen en dossierkosten.',
    'Schrijf je in op de nieuwsbrieven van de verkopers: de beste codes zijn vaak voor abonnees.',
    'Boek vroeg voor de schoolvakanties, of heel laat als je flexibel bent met je data.',
    'Controleer de annuleringsvoorwaarden voor je betaalt.',
    'Combineer een kortingscode met vroegboekkortingen wanneer dat mag.',
  ],
};
const WHY: Bilingual = {
  fr: 'Nous testons les codes promo de nos partenaires, signalons ceux qui ont expiré et n’affichons que des marchands fiables. Le service est entièrement gratuit : nous sommes rémunérés par les marchands lorsque vous réservez via nos liens, sans surcoût pour vous.',
  nl: 'We testen de kortingscodes van onze partners, markeren verlopen codes en tonen enkel betrouwbare verkopers. De dienst is volledig gratis: we worden door de verkopers vergoed als je via onze links boekt, zonder meerkost voor jou.',
};

function faqFor(phrase: string, lang: Language, rng: Rng): FaqItem[] {
  const fr = lang === 'fr';
  const items: FaqItem[] = [
    {
      question: fr ? `Comment utiliser un code promo pour ${phrase} ?` : `Hoe gebruik je een kortingscode voor ${phrase}?`,
      answer: fr
        ? 'Cliquez sur « Voir le code », copiez-le puis collez-le dans le champ prévu à cet effet lors du paiement sur le site du marchand. La réduction s’affiche avant la validation de la commande.'
        : 'Klik op „Bekijk de code”, kopieer hem en plak hem bij het afrekenen in het daarvoor bestemde veld op de site van de verkoper. De korting verschijnt voor je de bestelling bevestigt.',
    },
    {
      question: fr ? `Quand réserver ${phrase} ?` : `Wanneer boek je ${phrase} het best?`,
      answer: fr
        ? 'Pour les périodes de vacances scolaires, réservez deux à trois mois à l’avance. En dehors de ces périodes, les offres de dernière minute permettent souvent de faire de belles économies.'
        : 'Voor de schoolvakanties boek je best twee à drie maanden vooraf. Daarbuiten leveren lastminuteaanbiedingen vaak mooie besparingen op.',
    },
    {
      question: fr ? 'Les offres sont-elles vérifiées ?' : 'Worden de aanbiedingen gecontroleerd?',
      answer: fr
        ? 'Oui. Notre équipe contrôle chaque jour les codes et les offres publiés ; les promotions expirées restent visibles un temps, clairement signalées, pour information.'
        : 'Ja. Ons team controleert elke dag de gepubliceerde codes en aanbiedingen; verlopen promoties blijven nog even zichtbaar, duidelijk gemarkeerd, ter informatie.',
    },
  ];
  return rng.chance(0.5) ? items : items.slice(0, 2);
}

function categoryTexts(data: CategoryData, lang: Language, rng: Rng, year: number): LandingWriter {
  const fr = lang === 'fr';
  const phrase = data.phrase[lang];
  const name = data.name[lang];
  const intro = rng.pick(INTROS[lang]).replace('{phrase}', phrase);
  const tips = rng.sample(SAVING_TIPS[lang], 3);
  const faq = faqFor(phrase, lang, rng);
  return (locale) => ({
    name,
    header1: name,
    header2: fr ? `Codes promo et offres pour ${phrase}` : `Kortingscodes en aanbiedingen voor ${phrase}`,
    topDescription: p(textFor(data.pitch, locale)) + p(intro),
    bottomDescription:
      h2(fr ? `Comment économiser sur ${phrase} ?` : `Hoe bespaar je op ${phrase}?`) +
      ul(tips) +
      h2(fr ? `Pourquoi passer par ${BRAND} ?` : `Waarom via ${BRAND}?`) +
      p(WHY[lang]),
    seoTitle:
      locale === 'nl-be'
        ? `${name}: kortingscodes en deals ${year}`
        : locale === 'fr-be'
          ? `${name} : codes promo et bons plans ${year}`
          : firstFitting(SEO_TITLE_MAX, [`${name} : bons plans France ${year}`, `${name} : promos France ${year}`, `${name} : promos France`, `${name}, France`]),
    metaDescription:
      locale === 'nl-be'
        ? `De beste kortingscodes en aanbiedingen voor ${phrase}: dagelijks gecontroleerde kortingen bij onze partners. Vergelijk en boek aan de beste prijs.`
        : locale === 'fr-be'
          ? `Les meilleurs codes promo et offres pour ${phrase} : réductions vérifiées chaque jour chez nos partenaires. Comparez et réservez au meilleur prix.`
          : firstFitting(META_MAX, [
              `Codes promo et offres pour ${phrase}, vérifiés chaque jour pour les voyageurs qui partent de France. Comparez et réservez au meilleur prix.`,
              `Codes promo et offres pour ${phrase}, vérifiés chaque jour pour les voyageurs qui partent de France.`,
            ]),
    faqItems: faq,
  });
}

export type Dictionaries = { propertyCategories: Map<string, number>; serviceTypes: Map<string, number> };

function resolveLink(link: CategoryLink, tree: DestinationTree, dict: Dictionaries): DatafeedLinkingFields {
  if (link.bestOfferOnly) return { category_best_offer: true };
  const byName = (nodes: typeof tree.all, names: string[]) =>
    names.map((n) => {
      const node = nodes.find((d) => d.words.name.fr === n);
      if (!node) throw new Error(`unknown destination ${n} in a category filter`);
      return node.id;
    });
  const ids = (map: Map<string, number>, slugs: string[]) =>
    slugs.map((s) => {
      const id = map.get(s);
      if (!id) throw new Error(`unknown datafeed dictionary entry ${s}`);
      return id;
    });
  const out: DatafeedLinkingFields = {};
  if (link.countries) out.country = link.countries.map((code) => tree.countries.find((c) => c.country.code === code)?.id as number);
  if (link.regions) out.region = byName(tree.regions, link.regions);
  if (link.cities) out.city = byName(tree.places, link.cities);
  if (link.propertyCategories) out.datafeed_category = ids(dict.propertyCategories, link.propertyCategories);
  if (link.services) out.service_types = ids(dict.serviceTypes, link.services);
  if (link.stay) out.type_of_stay = link.stay;
  if (link.rating) out.rating = link.rating;
  if (link.last) out.last = true;
  if (link.hasDiscount) out.has_discount = true;
  return out;
}

export function buildCategories(ctx: SeedContext, tree: DestinationTree, dict: Dictionaries): CategoryTree {
  const rng = ctx.rng('categories');
  const all: CategoryNode[] = [];
  const make = (data: CategoryData, parent: CategoryNode | null, position: number): CategoryNode => {
    const topKey = parent ? (parent.parent ?? parent).key : data.key;
    const stay = data.link.stay?.[0] ?? TOP_STAY[topKey] ?? 'city';
    const level = (parent ? parent.level + 1 : 1) as 1 | 2 | 3;
    const pool = ctx.pools.banner[stay];
    return {
      id: 0, key: data.key, level, parent, data, position, children: [], stay,
      slug: { fr: '', nl: '' }, slugIds: new Map(),
      texts: {} as Record<Locale, LandingTexts>,
      bannerId: pool[(position + level) % pool.length] as number,
      iconId: level === 1 ? categoryIcon(ctx.media, data.key, data.name) : null,
      inMenu: level === 1 || (level === 2 && position < 2),
      isHeader: level === 1 && HEADER.has(data.key),
      onHomepage: level === 1 && HOMEPAGE.has(data.key),
      inHomepageSlider: HOMEPAGE_SLIDER.has(data.key),
      relatedCategoryId: null, storeIds: [], relatedPostIds: [], bottomRelatedStoreIds: [],
      linking: resolveLink(data.link, tree, dict),
    };
  };
  // Breadth first, so that ids grow with the level and every parent precedes its children.
  let level: CategoryNode[] = CATEGORIES.map((d, i) => make(d, null, i));
  while (level.length > 0) {
    all.push(...level);
    const next: CategoryNode[] = [];
    for (const node of level) {
      (node.data.children ?? []).forEach((d, i) => {
        const child = make(d, node, i);
        node.children.push(child);
        next.push(child);
      });
    }
    level = next;
  }
  all.forEach((node, i) => (node.id = i + 1));
  const byKey = new Map(all.map((n) => [n.key, n]));

  for (const node of all) {
    for (const [language, locales] of byLanguage([...LOCALES])) {
      const parents = new Map(locales.map((l) => [l, node.parent ? (node.parent.slugIds.get(l) as number) : null]));
      const claim = ctx.slugs.claim(parents, node.data.name[language], node.level === 1 ? 'category' : 'subcategory', node.id);
      node.slug[language] = claim.slug;
      for (const [l, id] of claim.ids) node.slugIds.set(l, id);
    }
    node.texts = writeLocales((language) => categoryTexts(node.data, language, rng, ctx.year));
    if (node.level === 1) {
      node.relatedCategoryId = byKey.get(RELATED_TOP[node.key] ?? '')?.id ?? null;
    } else {
      const siblings = (node.parent as CategoryNode).children.filter((c) => c !== node);
      node.relatedCategoryId = siblings.length > 0 ? rng.pick(siblings).id : (node.parent as CategoryNode).id;
    }
  }
  return { all, top: all.filter((n) => n.level === 1), byKey };
}

export function categoryRows(tree: CategoryTree): {
  categories: (typeof categories.$inferInsert)[];
  translations: (typeof categoryTranslations.$inferInsert)[];
} {
  return {
    categories: tree.all.map((n) => ({
      id: n.id,
      parentId: n.parent?.id ?? null,
      level: n.level,
      bannerId: n.bannerId,
      iconId: n.iconId,
      inMenu: n.inMenu,
      isHeader: n.isHeader,
      onHomepage: n.onHomepage,
      inHomepageSlider: n.inHomepageSlider,
      position: n.position,
      relatedCategoryId: n.relatedCategoryId,
      storeIds: n.storeIds,
      relatedPostIds: n.relatedPostIds,
      bottomRelatedStoreIds: n.bottomRelatedStoreIds,
      inSliderSubcategoryIds: n.children.map((c) => c.id),
      datafeedLinkingFields: n.linking,
    })),
    translations: tree.all.flatMap((n) =>
      LOCALES.map((locale) => {
        const language = languageOf(locale);
        const t = n.texts[locale];
        return {
          categoryId: n.id,
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
    ),
  };
}
