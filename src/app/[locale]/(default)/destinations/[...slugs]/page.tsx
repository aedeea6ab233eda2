import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { routeLocale } from '@/app/_lib/locale';
import { getDestination } from '@/app/_lib/entities';
import { EntityHeader, entityMetadata, leaveUnknownPath } from '@/app/_lib/entity-page';
import { fixedPath } from '@/lib/localized-paths';
import { readSlugPath } from '@/lib/path-rules';
import { toSearchString } from '@/lib/seo-rules';
import type { Locale } from '@/lib/locales';

type Props = PageProps<'/[locale]/destinations/[...slugs]'>;

/** A country, region or place (SPEC §2.1 destination levels), read parent-first (SPEC §2.2). */
async function load(locale: Locale, slugs: string[]) {
  const read = readSlugPath(slugs.map(decodeURIComponent));
  if (!read || slugs.length > 3) return null;
  return getDestination(locale, read.slug, read.parent, slugs.length === 1 ? 'location' : 'sublocation');
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const page = await load(locale, (await params).slugs);
  if (!page) return {};
  return entityMetadata({
    locale,
    entityType: page.entity_type,
    id: page.id,
    path: page.path,
    search: toSearchString(await searchParams),
    seo: { title: page.seo_title || page.name, description: page.meta_description, image: page.seo_image?.url ?? page.banner?.url },
  });
}

export default async function DestinationPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { slugs } = await params;
  const page = await load(locale, slugs);
  if (!page) return leaveUnknownPath(locale, [fixedPath(locale, '/destinations').slice(1), ...slugs]);
  const requested = `${fixedPath(locale, '/destinations')}/${slugs.join('/')}`;
  // A place reached through the wrong region still has one address.
  if (!page.path.endsWith(requested)) permanentRedirect(page.path);
  return (
    <EntityHeader
      locale={locale}
      slug={page.slug}
      entityType={page.entity_type}
      parent={page.parent_path.at(-1) ?? null}
      title={page.header_1 || page.name}
      subtitle={page.header_2}
    />
  );
}
