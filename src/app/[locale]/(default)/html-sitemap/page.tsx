import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSitemap, type SitemapTree } from '@/app/_data/sitemap';
import { routeLocale } from '@/app/_lib/locale';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';

function Tree({ tree }: { tree: SitemapTree }) {
  return (
    <ul className="space-y-2">
      {tree.map((top) => (
        <li key={top.id}>
          <Link href={top.path} className="font-semibold text-primary-700 hover:underline">
            {top.name}
          </Link>
          {top.children.length > 0 ? (
            <ul className="mt-1 ml-4 space-y-1 text-sm">
              {top.children.map((child) => (
                <li key={child.id}>
                  <Link href={child.path} className="hover:underline">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export async function generateMetadata({ params }: PageProps<'/[locale]/html-sitemap'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'html_sitemap_page', '/html-sitemap');
}

export default async function HtmlSitemapPage({ params }: PageProps<'/[locale]/html-sitemap'>) {
  const locale = await routeLocale(params);
  const [map, t] = await Promise.all([getSitemap(locale), getTranslations({ locale, namespace: 'Sitemap' })]);
  return (
    <StaticPage locale={locale} pageKey="html_sitemap_page" route="/html-sitemap">
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="sitemap-destinations">
          <h2 id="sitemap-destinations" className="mb-3 text-h3 font-bold">{t('destinations')}</h2>
          <Tree tree={map.destinations} />
        </section>
        <section aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories" className="mb-3 text-h3 font-bold">{t('categories')}</h2>
          <Tree tree={map.categories} />
        </section>
        <section aria-labelledby="sitemap-blog">
          <h2 id="sitemap-blog" className="mb-3 text-h3 font-bold">{t('blog')}</h2>
          <Tree tree={map.blog_categories.map((c) => ({ ...c, children: c.posts.map((p) => ({ ...p, children: [] })) }))} />
        </section>
        <section aria-labelledby="sitemap-stores">
          <h2 id="sitemap-stores" className="mb-3 text-h3 font-bold">{t('stores')}</h2>
          <ul className="columns-2 gap-6 text-sm">
            {map.stores.map((store) => (
              <li key={store.id} className="mb-1 break-inside-avoid">
                <Link href={store.path} className="hover:underline">
                  {store.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </StaticPage>
  );
}
