import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/locales';
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

/** Title, description, social image, canonical, robots and hreflang of a page (SPEC §1, §4). */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { locale, seo } = input;
  const search = input.search ?? '';
  const canonical = absoluteUrl(locale, canonicalPath(input.path, search));
  const languages = input.alternates
    ? alternateLanguages(input.alternates)
    : { [locale]: absoluteUrl(locale, canonicalPath(input.path, '')) };
  const robots = robotsFor({ pageType: input.pageType ?? 'other', search: new URLSearchParams(search) });
  const image = seo.image ? new URL(seo.image, originOf(locale)).toString() : undefined;
  return {
    title: seo.title,
    description: seo.description || undefined,
    alternates: { canonical, languages },
    robots: robots ?? undefined,
    openGraph: {
      title: seo.title,
      description: seo.description || undefined,
      url: canonical,
      locale: locale.replace('-', '_'),
      type: 'website',
      images: image ? [{ url: image }] : undefined,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: seo.title, images: image ? [image] : undefined },
  };
}
