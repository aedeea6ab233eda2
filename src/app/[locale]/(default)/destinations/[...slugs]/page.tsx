import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { DestinationPage } from '@/components/destinations/DestinationPage';
import { routeLocale } from '@/app/_lib/locale';
import { getDestination } from '@/app/_data/destinations';
import { sanitizeCmsHtml } from '@/app/_data/html';
import { entityDeals } from '@/app/_data/properties';
import { resolveEntity } from '@/app/_data/slugs';
import { entityMetadata, goToNotFound } from '@/app/_lib/entity-page';
import { LandingHeader, specificHotelsJsonLd } from '@/app/_lib/landing';
import { fixedPath } from '@/lib/localized-paths';
import { decodeSlugs, readSlugPath } from '@/lib/path-rules';
import type { Locale } from '@/lib/locales';

type Props = PageProps<'/[locale]/destinations/[...slugs]'>;

/** Rendered on a path's first request, then served from the page cache until a write expires it. */
export function generateStaticParams() {
  return [];
}

/**
 * A country, region or place (SPEC §2.1 destination levels), read parent-first (SPEC §2.2). It
 * lists no page of promotions, so the proxy carries it no query: its canonical has none.
 */
async function load(locale: Locale, slugs: string[]) {
  const search = '';
  const decoded = decodeSlugs(slugs);
  const read = decoded && readSlugPath(decoded);
  if (!read || slugs.length > 3) return { slugs, search, page: null };
  const level = slugs.length === 1 ? 'location' : 'sublocation';
  const entity = await resolveEntity(locale, read.slug, level, read.parent);
  const page = entity && entity.entity_type === level ? await getDestination(locale, level, entity.id) : null;
  return { slugs, search, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { page, search } = await load(locale, (await params).slugs);
  if (!page) return {};
  return entityMetadata({
    locale,
    entityType: page.entity_type,
    id: page.id,
    path: page.path,
    search,
    seo: { title: page.seo_title || page.name, description: page.meta_description, image: page.seo_image?.url ?? page.banner?.url },
  });
}

/** A destination's page: its reads, then the page itself (src/components/destinations/DestinationPage.tsx). */
export default async function DestinationRoute({ params }: Props) {
  const locale = await routeLocale(params);
  const { slugs, page } = await load(locale, (await params).slugs);
  if (!page) return goToNotFound(locale);
  const requested = `${fixedPath(locale, '/destinations')}/${slugs.join('/')}`;
  // A place reached through the wrong region still has one address.
  if (!page.path.endsWith(requested)) permanentRedirect(page.path);

  const deals = await entityDeals(locale, page.datafeed_linking_fields);
  return (
    <DestinationPage
      locale={locale}
      page={{ ...page, top_description: sanitizeCmsHtml(page.top_description), bottom_description: sanitizeCmsHtml(page.bottom_description) }}
      deals={deals}
      header={
        <LandingHeader
          locale={locale}
          id={page.id}
          slug={page.slug}
          entityType={page.entity_type}
          parent={page.parent_path.at(-1) ?? null}
          title={page.header_1 || page.name}
          subtitle={page.header_2}
          banner={page.banner}
          jsonLd={[specificHotelsJsonLd(locale, page.path, page.specific_hotels)]}
        />
      }
    />
  );
}
