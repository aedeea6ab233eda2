import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui';
import type { EntityType } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import { PageBreadcrumbs } from './breadcrumbs';
import { getAlternates, getBreadcrumbs } from '@/app/_data/slugs';
import { pageMetadata, type PageSeo } from './metadata';
import type { RobotsContext } from '@/lib/seo-rules';

/** Strips the locale prefix from a site path, for metadata that adds it back per locale. */
export function withoutPrefix(locale: Locale, path: string): string {
  const prefix = pathPrefix(locale);
  return prefix && path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path;
}

/** Metadata of a content page: its SEO fields, canonical, and the same entity in the other locales. */
export async function entityMetadata(input: {
  locale: Locale;
  entityType: EntityType;
  id: number;
  path: string;
  search: string;
  seo: PageSeo;
  pageType?: RobotsContext['pageType'];
}): Promise<Metadata> {
  const alternates = await getAlternates(input.entityType, input.id);
  return pageMetadata({
    locale: input.locale,
    path: withoutPrefix(input.locale, input.path),
    search: input.search,
    seo: input.seo,
    alternates,
    pageType: input.pageType,
    market: input.entityType === 'store',
  });
}

/**
 * Sends the visitor to the locale's /not-found (SPEC §2.2, §8, DESIGN §9), which answers 404 with
 * its content in the HTML; notFound() would answer 404 with an empty document (src/proxy/not-found.ts).
 */
export function goToNotFound(locale: Locale): never {
  redirect(`${pathPrefix(locale)}/not-found`);
}


/** The top of every content page: breadcrumbs from the server's trail, the headers and the intro. */
export async function EntityHeader({
  locale,
  id,
  slug,
  entityType,
  parent,
  title,
  subtitle,
  hideLastCrumb = false,
  children,
}: {
  locale: Locale;
  id: number;
  slug: string;
  entityType: EntityType;
  parent: string | null;
  title: string;
  subtitle?: string;
  hideLastCrumb?: boolean;
  children?: ReactNode;
}) {
  const trail = (await getBreadcrumbs(locale, slug, entityType, parent, id)) ?? [];
  return (
    <>
      <PageBreadcrumbs locale={locale} items={trail.map((c) => ({ name: c.name, href: c.url }))} hideLast={hideLastCrumb} />
      <Container className="py-6 md:py-10">
        <h1 className="text-h1 font-bold tracking-tight text-ink">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-muted">{subtitle}</p> : null}
        {children}
      </Container>
    </>
  );
}
