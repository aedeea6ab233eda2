import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { files, footerLinks, pages, pageTranslations, redirections, siteSettings } from '../db/schema';
import type { PostBlock } from './blog-data';
import type { CategoryTree } from './categories';
import { BRAND, type SeedContext } from './context';
import type { DestinationTree } from './destinations';
import { LOCALES, type Locale, languageOf, textFor } from './locales';
import { PAGES } from './pages-data';
import type { StoreSet } from './stores';
import { h2, p, ul } from './text';

const html = (blocks: PostBlock[]) => blocks.map((b) => (b.h2 ? h2(b.h2) : '') + (b.p ?? []).map(p).join('') + (b.ul ? ul(b.ul) : '')).join('');

/** Site paths as the browser sees them without per-locale domains: fr-be unprefixed, the others under /nl-be and /fr-fr. */
const prefix = (locale: Locale) => (locale === 'fr-be' ? '' : `/${locale}`);
const SEGMENTS = {
  fr: { destinations: 'pays', categories: 'categories', promotions: 'promotions', comparator: 'comparateur', about: 'a-propos', legal: 'mentions-legales', terms: 'conditions-generales' },
  nl: { destinations: 'bestemmingen', categories: 'categorieen', promotions: 'promoties', comparator: 'vergelijken', about: 'over-ons', legal: 'wettelijke-vertegenwoordiger', terms: 'gebruiksvoorwaarden' },
};

export function pageRows(ctx: SeedContext): { pages: (typeof pages.$inferInsert)[]; translations: (typeof pageTranslations.$inferInsert)[] } {
  const rng = ctx.rng('pages');
  return {
    pages: PAGES.map((pg, i) => ({ id: i + 1, key: pg.key, bannerId: pg.banner ? rng.pick(ctx.pools.banner.beach.concat(ctx.pools.banner.city)) : null })),
    translations: PAGES.flatMap((pg, i) =>
      LOCALES.map((locale) => {
        const language = languageOf(locale);
        return {
          pageId: i + 1,
          locale,
          title: pg.title[language],
          header1: pg.header1[language],
          header2: pg.header2[language],
          content: html(textFor(pg.body, locale)),
          blocks: pg.blocks?.[language] ?? {},
          seoTitle: textFor(pg.seoTitle, locale),
          metaDescription: textFor(pg.meta, locale),
          seoImageId: ctx.pools.homepageBanner,
        };
      }),
    ),
  };
}

export function siteRows(
  ctx: SeedContext,
  tree: DestinationTree,
  categories: CategoryTree,
  stores: StoreSet,
): {
  settings: (typeof siteSettings.$inferInsert)[];
  footer: (typeof footerLinks.$inferInsert)[];
  redirections: (typeof redirections.$inferInsert)[];
} {
  const settings: (typeof siteSettings.$inferInsert)[] = [];
  const footer: (typeof footerLinks.$inferInsert)[] = [];
  const redirects: (typeof redirections.$inferInsert)[] = [];
  const country = (code: string) => tree.countries.find((c) => c.country.code === code);
  const spain = country('ES');
  const greece = country('GR');
  const ski = categories.byKey.get('ski');
  const city = categories.byKey.get('city-trips');
  const last = categories.byKey.get('last-minute');
  const beach = categories.byKey.get('beach');
  if (!spain || !greece || !ski || !city || !last || !beach) throw new Error('footer targets are missing from the seed data');
  let footerId = 1;
  let redirectId = 1;
  for (const locale of LOCALES) {
    const lang = languageOf(locale);
    const fr = lang === 'fr';
    const seg = SEGMENTS[lang];
    const base = prefix(locale);
    const href = (...parts: string[]) => `${base}/${parts.join('/')}`;
    const present = stores.curated.filter((s) => s.locales.includes(locale));
    settings.push({
      locale,
      brandName: BRAND[locale],
      copyright: fr ? `© ${ctx.year} ${BRAND[locale]}. Tous droits réservés.` : `© ${ctx.year} ${BRAND[locale]}. Alle rechten voorbehouden.`,
      homepageBannerId: ctx.pools.homepageBanner,
      homepageBannerTitle: fr ? 'Vacances au soleil à prix doux : découvrez nos offres de dernière minute' : 'Zonvakantie voor een zacht prijsje: ontdek onze last minutes',
      homepageBannerLink: href(seg.categories, last.slug[lang]),
      homePageStoreIds: present.filter((s) => s.isTop).concat(present.filter((s) => !s.isTop)).slice(0, 12).map((s) => s.id),
    });
    const common: [string, string][] = fr
      ? [
          ['À propos', href(seg.about)], ['Contact', href('contact')], ['FAQ', href('faq')], ['Blog', href('blog')], ['Plan du site', href('html-sitemap')],
          ['Toutes les destinations', href(seg.destinations)], ['Toutes les catégories', href(seg.categories)], ['Comparateur de séjours', href(seg.comparator)],
          ['Promotions par catégorie', href(seg.categories, seg.promotions)], ['Recherche', href('search')],
          [`Vacances ${spain.words.at.fr}`, href(seg.destinations, spain.slug.fr)], [`Vacances ${greece.words.at.fr}`, href(seg.destinations, greece.slug.fr)],
          [ski.data.name.fr, href(seg.categories, ski.slug.fr)], [city.data.name.fr, href(seg.categories, city.slug.fr)], [last.data.name.fr, href(seg.categories, last.slug.fr)],
        ]
      : [
          ['Over ons', href(seg.about)], ['Contact', href('contact')], ['FAQ', href('faq')], ['Blog', href('blog')], ['Sitemap', href('html-sitemap')],
          ['Alle bestemmingen', href(seg.destinations)], ['Alle categorieën', href(seg.categories)], ['Vakantievergelijker', href(seg.comparator)],
          ['Promoties per categorie', href(seg.categories, seg.promotions)], ['Zoeken', href('search')],
          [`Vakantie ${spain.words.at.nl}`, href(seg.destinations, spain.slug.nl)], [`Vakantie ${greece.words.at.nl}`, href(seg.destinations, greece.slug.nl)],
          [ski.data.name.nl, href(seg.categories, ski.slug.nl)], [city.data.name.nl, href(seg.categories, city.slug.nl)], [last.data.name.nl, href(seg.categories, last.slug.nl)],
        ];
    const copyright: [string, string][] = fr
      ? [['Mentions légales', href(seg.legal)], ['Politique de confidentialité', href('privacy')], ['Cookies', href('cookies')], ['Conditions générales', href(seg.terms)]]
      : [['Wettelijke vermeldingen', href(seg.legal)], ['Privacybeleid', href('privacy')], ['Cookies', href('cookies')], ['Gebruiksvoorwaarden', href(seg.terms)]];
    common.forEach(([name, link], position) => footer.push({ id: footerId++, locale, name, link, isCopyright: false, position }));
    copyright.forEach(([name, link], position) => footer.push({ id: footerId++, locale, name, link, isCopyright: true, position }));

    // Old addresses of a previous version of the site, as an editor would have recorded them: paths
    // of the locale, without its prefix (src/server/services/redirections.ts).
    const path = (...parts: string[]) => `/${parts.join('/')}`;
    const store = present[0];
    const moves: [string, string, number][] = fr
      ? [
          [path('bons-plans'), path(seg.categories, seg.promotions), 301],
          [path('destinations'), path(seg.destinations), 301],
          [path('vacances-espagne'), path(seg.destinations, spain.slug.fr), 301],
          [path('ski'), path(seg.categories, ski.slug.fr), 301],
          [path('qui-sommes-nous'), path(seg.about), 301],
          [path('ete'), path(seg.categories, beach.slug.fr), 302],
        ]
      : [
          [path('aanbiedingen'), path(seg.categories, seg.promotions), 301],
          [path('vakantie-spanje'), path(seg.destinations, spain.slug.nl), 301],
          [path('wintersport-aanbiedingen'), path(seg.categories, ski.slug.nl), 301],
          [path('wie-zijn-we'), path(seg.about), 301],
          [path('zomer'), path(seg.categories, beach.slug.nl), 302],
        ];
    if (store) moves.push([path(fr ? 'codes-promo' : 'kortingscodes', store.slug[lang]), path(store.slug[lang]), 301]);
    for (const [fromPath, toPath, statusCode] of moves) redirects.push({ id: redirectId++, locale, fromPath, toPath, statusCode });
  }
  return { settings, footer, redirections: redirects };
}

export const ROBOTS_FILE = 'files/robots.txt';
// The search pages carry noindex: crawlable, or crawlers never read it (src/server/services/lib/robots.ts).
const ROBOTS = ['User-agent: *', 'Disallow: /api/', 'Disallow: /out/', 'Allow: /', ''].join('\n');

/** Writes robots.txt to storage and returns its files row. */
export async function robotsFile(storageDir: string): Promise<typeof files.$inferInsert> {
  const target = path.join(storageDir, ROBOTS_FILE);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, ROBOTS);
  return { id: 1, file: ROBOTS_FILE, name: 'robots.txt', mimeType: 'text/plain', size: Buffer.byteLength(ROBOTS), kind: 'robots' };
}
