import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui';
import { LOCALES, type Locale } from '@/lib/locales';
import { fixedPath, localeHref } from '@/lib/localized-paths';
import { PageBreadcrumbs } from './breadcrumbs';
import { pageMetadata } from './metadata';
import { getPageContent } from '@/app/_data/pages';
import type { PageKey } from '@/server/services/pages';

type Route = Parameters<typeof fixedPath>[1];

/** Metadata of a fixed section page; its SEO texts come from a page key when it has one. */
export async function sectionMetadata(
  locale: Locale,
  route: Route,
  fallbackTitle: string,
  options: { pageKey?: PageKey; search?: string; pageType?: 'blog_list' | 'other'; description?: string } = {},
): Promise<Metadata> {
  const page = options.pageKey ? await getPageContent(locale, options.pageKey) : null;
  return pageMetadata({
    locale,
    path: fixedPath(locale, route),
    search: options.search,
    seo: {
      title: page?.seo_title || page?.title || fallbackTitle,
      description: options.description ?? page?.meta_description,
      image: page?.seo_image?.url,
    },
    alternates: Object.fromEntries(LOCALES.map((l) => [l, fixedPath(l, route)])),
    pageType: options.pageType,
    market: true,
  });
}

/** A fixed section page: home then the section in the breadcrumbs, a title and its content. */
export async function SectionPage({
  locale,
  route,
  title,
  intro,
  children,
  breadcrumbs = true,
}: {
  locale: Locale;
  route: Route;
  title: string;
  intro?: string;
  children?: ReactNode;
  breadcrumbs?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  const crumbs = [
    { name: t('home'), href: localeHref(locale, '/') },
    { name: title, href: localeHref(locale, route) },
  ];
  return (
    <>
      {breadcrumbs ? <PageBreadcrumbs locale={locale} items={crumbs} /> : null}
      <Container className="py-6 md:py-10">
        <h1 className="text-h1 font-bold tracking-tight text-ink">{title}</h1>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p> : null}
        {children}
      </Container>
    </>
  );
}

/** A grid of links to content pages. */
export function LinkGrid({ items }: { items: { id: number; name: string; href: string }[] }) {
  return (
    <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            className="block rounded-xl border border-line bg-white px-4 py-3 font-medium shadow-card hover:border-primary-300 hover:text-primary-700"
          >
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
