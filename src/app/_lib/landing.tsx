import 'server-only';
import { HeroBanner } from '@/components/deals/HeroBanner';
import type { ImageView } from '@/lib/contracts';
import type { EntityType } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { getBreadcrumbs } from '@/app/_data/slugs';
import { PageBreadcrumbs } from './breadcrumbs';

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
}: {
  locale: Locale;
  id: number;
  slug: string;
  entityType: EntityType;
  parent: string | null;
  title: string;
  subtitle: string;
  banner: ImageView | null;
}) {
  const trail = (await getBreadcrumbs(locale, slug, entityType, parent, id)) ?? [];
  return (
    <>
      <PageBreadcrumbs locale={locale} items={trail.map((c) => ({ name: c.name, href: c.url }))} />
      <HeroBanner framed title={title} subtitle={subtitle || undefined} image={banner} />
    </>
  );
}

