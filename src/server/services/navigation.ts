import 'server-only';
import { NAV_LIMITS } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import { headerCategories, listCategories } from './categories';
import { listDestinations } from './destinations';
import { copyright, footerLinksOf } from './pages';
import { type StoreSummary, topStores } from './stores';

type NavLink = { id: number; name: string; href: string };

/** What every layout shows (SPEC §3 navigation data): menus, top stores, footer. */
export type NavigationData = {
  brand: string;
  copyright: string;
  locations: NavLink[];
  sublocations: NavLink[];
  headingCategories: { name: string; href: string; children: { name: string; href: string }[] }[];
  categories: NavLink[];
  topStores: StoreSummary[];
  footer: { common: { name: string; href: string }[]; copyright: { name: string; href: string }[] };
};

const toLink = (item: { id: number; name: string; path: string }): NavLink => ({
  id: item.id,
  name: item.name,
  href: item.path,
});

/** Editors write footer links as shared-host paths (`/nl-be/over-ons`); on per-locale domains the prefix goes. */
function siteLink(locale: Locale, link: string): string {
  const shared = `/${locale}`;
  if (link === shared || link.startsWith(`${shared}/`)) return `${pathPrefix(locale)}${link.slice(shared.length)}` || '/';
  return link;
}

export async function navigationData(locale: Locale): Promise<NavigationData> {
  const first = { page: 1, inMenu: true } as const;
  const [locations, sublocations, headings, menuCategories, stores, footer, legal] = await Promise.all([
    listDestinations(locale, 'location', { ...first, size: NAV_LIMITS.locations }),
    listDestinations(locale, 'sublocation', { ...first, size: NAV_LIMITS.sublocations }),
    headerCategories(locale, NAV_LIMITS.headingChildren),
    listCategories(locale, { ...first, size: NAV_LIMITS.categories }),
    topStores(locale, 12),
    footerLinksOf(locale),
    copyright(locale),
  ]);
  return {
    brand: legal?.brand_name ?? '',
    copyright: legal?.copyright ?? '',
    locations: locations.results.map(toLink),
    sublocations: sublocations.results.map(toLink),
    headingCategories: headings.map((heading) => ({
      name: heading.name,
      href: heading.path,
      children: heading.children.map((child) => ({ name: child.name, href: child.path })),
    })),
    categories: menuCategories.results.map(toLink),
    topStores: stores,
    footer: {
      common: footer.common.map((link) => ({ name: link.name, href: siteLink(locale, link.link) })),
      copyright: footer.copyright.map((link) => ({ name: link.name, href: siteLink(locale, link.link) })),
    },
  };
}
