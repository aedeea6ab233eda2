import 'server-only';
import { HeroBanner } from '@/components/deals/HeroBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import type { ImageView, PropertySummary } from '@/lib/contracts';
import { hotelsJsonLd, type JsonLdDocument } from '@/lib/json-ld';
import type { EntityType } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { getBreadcrumbs } from '@/app/_data/slugs';
import { PageBreadcrumbs } from './breadcrumbs';
import { originOf } from './urls';

/** What category and destination pages read before their sections (src/components/deals/LandingSections.tsx). */

/** Breadcrumbs from the server's trail, then the banner with the page's headers. */
export async function LandingHeader({
  locale,
  id,
  slug,
  entityType,
  parent,
  title,
  subtitle,
  banner,
  jsonLd = [],
}: {
  locale: Locale;
  id: number;
  slug: string;
  entityType: EntityType;
  parent: string | null;
  title: string;
  subtitle: string;
  banner: ImageView | null;
  /** The page's own structured data (its hotels, its promotions), beside its trail's. */
  jsonLd?: (JsonLdDocument | null)[];
}) {
  const trail = (await getBreadcrumbs(locale, slug, entityType, parent, id)) ?? [];
  return (
    <>
      <PageBreadcrumbs locale={locale} items={trail.map((c) => ({ name: c.name, href: c.url }))} />
      <HeroBanner framed title={title} subtitle={subtitle || undefined} image={banner} />
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}

/**
 * The "specific hotels" of a category or destination page (HotelsSection) as Hotels with their
 * offer; null when the page has none, as the section is then not shown. An offer's address is the
 * page that shows it (src/lib/json-ld.ts promotionOfferUrl says why not the partner's link or /out).
 */
export function specificHotelsJsonLd(locale: Locale, path: string, hotels: PropertySummary[]): JsonLdDocument | null {
  const origin = originOf(locale);
  const url = `${origin}${path}`;
  return hotelsJsonLd(
    hotels.map((hotel) => ({
      name: hotel.name,
      image: new URL(hotel.image, origin).toString(),
      locality: hotel.city?.name ?? null,
      region: hotel.region?.name ?? null,
      country: hotel.country?.name ?? null,
      stars: hotel.rating,
      price: hotel.price,
      url,
    })),
  );
}

