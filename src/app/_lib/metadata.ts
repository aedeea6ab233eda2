import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/locales';
import { fitDescription, fitTitle, withoutBrand } from '@/lib/seo-text';
import { getNavigation } from '@/app/_data/navigation';
import { shareImageQuery } from '@/app/_data/share-image';
import { canonicalPath, robotsFor, type RobotsContext } from '@/lib/seo-rules';
import { absoluteUrl, originOf, X_DEFAULT_LOCALE } from './urls';

export type PageSeo = {
  title: string;
  description?: string | null;
  /** Public path or absolute URL of the social image. */
  image?: string | null;
};

export type PageMetadataInput = {
  locale: Locale;
  /** The page's path in its locale, without the locale prefix: `/pays/espagne`. */
  path: string;
  /** The raw query of the request (`?type=coupon&page=2`), for the canonical. */
  search?: string;
  seo: PageSeo;
  /** Paths of the same page in the locales where it exists (hreflang), without prefix. */
  alternates?: Partial<Record<Locale, string>>;
  pageType?: RobotsContext['pageType'];
  /**
   * The page serves one market (home, lists, stores): its description says which, since fr-be and
   * fr-fr share their French texts.
   */
  market?: boolean;
};

/**
 * The hreflang links of a page (SPEC §4): its absolute URL in each locale where it exists, and
 * `x-default` (fr-be's) when fr-be has it. The XML sitemaps list the same (src/app/_lib/xml-sitemap.ts).
 */
export function alternateLanguages(alternates: Partial<Record<Locale, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const [alternate, path] of Object.entries(alternates)) {
    if (path) languages[alternate] = absoluteUrl(alternate as Locale, canonicalPath(path, ''));
  }
  const xDefault = alternates[X_DEFAULT_LOCALE];
  if (xDefault) languages['x-default'] = absoluteUrl(X_DEFAULT_LOCALE, canonicalPath(xDefault, ''));
  return languages;
}

const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/** The page number a list's query asks for, when past the first. */
function pageNumber(search: string): number | null {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : null;
}

/**
 * Title, description, social image, canonical, robots and hreflang of a page (SPEC §1, §4). The
 * title and description are fitted to what results pages show (src/lib/seo-text.ts): the title
 * is absolute, so the layout's template never adds the brand a second time.
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const { locale } = input;
  const search = input.search ?? '';
  const [{ brand }, t] = await Promise.all([getNavigation(locale), getTranslations({ locale, namespace: 'Seo' })]);
  const page = pageNumber(search);
  const title = fitTitle(input.seo.title, brand, { suffix: page ? t('page', { number: page }) : '' });
  const description = input.seo.description
    ? fitDescription(input.seo.description, input.market ? { market: t('market'), marketName: t('marketName') } : {})
    : input.market
      ? t('market')
      : undefined;
  const seo = { ...input.seo, title, description };
  const canonical = absoluteUrl(locale, canonicalPath(input.path, search));
  const languages = input.alternates
    ? alternateLanguages(input.alternates)
    : { [locale]: absoluteUrl(locale, canonicalPath(input.path, '')) };
  const robots = robotsFor({ pageType: input.pageType ?? 'other', search: new URLSearchParams(search) });
  // A page without an image of its own gets one drawn from its title (src/app/share-image.png).
  const image = seo.image
    ? new URL(seo.image, originOf(locale)).toString()
    : `${originOf(locale)}/share-image.png?${shareImageQuery(locale, withoutBrand(title, brand) || brand)}`;
  return {
    title: { absolute: seo.title },
    description: seo.description,
    alternates: { canonical, languages },
    robots: robots ?? undefined,
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: canonical,
      locale: locale.replace('-', '_'),
      type: 'website',
      images: [{ url: image, ...(seo.image ? {} : SHARE_IMAGE_SIZE) }],
    },
    twitter: { card: 'summary_large_image', title: seo.title, images: [image] },
  };
}
