import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui';
import type { Locale } from '@/lib/locales';
import { fixedPath } from '@/lib/localized-paths';
import { LOCALES } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import type { PageKey } from '@/server/services/pages';
import { getPageContent } from '@/app/_data/pages';
import { PageBreadcrumbs } from './breadcrumbs';
import { goToNotFound } from './entity-page';
import { pageMetadata } from './metadata';

type StaticRoute = Parameters<typeof fixedPath>[1];

/** Metadata of a page by key (SPEC §2.1 static page types). */
export async function staticPageMetadata(locale: Locale, key: PageKey, route: StaticRoute): Promise<Metadata> {
  const page = await getPageContent(locale, key);
  if (!page) return {};
  return pageMetadata({
    locale,
    path: fixedPath(locale, route),
    seo: { title: page.seo_title || page.title, description: page.meta_description, image: page.seo_image?.url },
    alternates: Object.fromEntries(LOCALES.map((l) => [l, fixedPath(l, route)])),
  });
}

/**
 * A static page: home then the page in the breadcrumbs, its title and its sanitized content.
 * `size="page"` widens the column for what `children` lay out (the sitemap's columns); the title
 * and the text keep their reading width.
 */
export async function StaticPage({
  locale,
  pageKey,
  route,
  size = 'reading',
  children,
}: {
  locale: Locale;
  pageKey: PageKey;
  route: StaticRoute;
  size?: 'reading' | 'page';
  children?: React.ReactNode;
}) {
  const [page, t] = await Promise.all([getPageContent(locale, pageKey), getTranslations({ locale, namespace: 'Layout' })]);
  if (!page) goToNotFound(locale);
  const crumbs = [
    { name: t('home'), href: pathPrefix(locale) || '/' },
    { name: page.title, href: `${pathPrefix(locale)}${fixedPath(locale, route)}` },
  ];
  return (
    <>
      <PageBreadcrumbs locale={locale} items={crumbs} />
      <Container size={size} className="py-8 md:py-12">
        <div className="max-w-reading">
          <h1 className="text-h1 font-bold tracking-tight text-ink">{page.header_1 || page.title}</h1>
          {page.header_2 ? <p className="mt-3 text-lg text-muted">{page.header_2}</p> : null}
          {/* Sanitized when written (services/lib/html.ts). */}
          <div className="rich-text mt-8" dangerouslySetInnerHTML={{ __html: page.content }} />
        </div>
        {children}
      </Container>
    </>
  );
}
