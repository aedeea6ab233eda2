import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { routeLocale } from '@/app/_lib/locale';
import { getStorePage, resolveEntity } from '@/app/_lib/entities';
import { EntityHeader, entityMetadata, leaveUnknownPath } from '@/app/_lib/entity-page';
import { readSlugPath } from '@/lib/path-rules';
import { toSearchString } from '@/lib/seo-rules';
import type { Locale } from '@/lib/locales';

type Props = PageProps<'/[locale]/[...slugs]'>;

/**
 * Paths without a section prefix (SPEC §2.2): a single slug is asked of the slug registry and may
 * be a store (rendered here) or any other entity (sent to its own address); two or three slugs
 * name a parent and a child.
 */
async function resolve(locale: Locale, slugs: string[]) {
  const read = readSlugPath(slugs.map(decodeURIComponent));
  if (!read) notFound();
  const entity = await resolveEntity(locale, read.slug, null, read.parent);
  return { read, entity };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { slugs } = await params;
  const { entity } = await resolve(locale, slugs);
  if (!entity || entity.entity_type !== 'store' || slugs.length !== 1) return {};
  const store = await getStorePage(locale, entity.slug);
  if (!store) return {};
  return entityMetadata({
    locale,
    entityType: 'store',
    id: store.id,
    path: entity.path,
    search: toSearchString(await searchParams),
    seo: { title: store.seo_title || store.name, description: store.meta_description, image: store.seo_image?.url ?? store.icon?.url },
  });
}

export default async function RootSlugPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { slugs } = await params;
  const { entity } = await resolve(locale, slugs);
  if (!entity) return leaveUnknownPath(locale, slugs);
  if (entity.entity_type !== 'store' || slugs.length !== 1) permanentRedirect(entity.path);
  const store = await getStorePage(locale, entity.slug);
  if (!store) return leaveUnknownPath(locale, slugs);
  return (
    <EntityHeader locale={locale} slug={store.slug} entityType="store" parent={null} title={store.name} subtitle={store.description} />
  );
}
