import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSitemap, type SitemapLink, type SitemapTree } from '@/app/_data/sitemap';
import { routeLocale } from '@/app/_lib/locale';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';
import { groupByInitial, OTHER_INITIAL } from '@/lib/alphabet';

/**
 * A link of the map. Thousands of them: no prefetching (a visitor follows one, the browser would
 * fetch every one it shows). A 24px line keeps each a target of the size WCAG 2.2 asks for.
 */
function MapLink({ link, className }: { link: SitemapLink; className?: string }) {
  return (
    <Link href={link.path} prefetch={false} className={`inline-block py-0.5 leading-5 hover:underline ${className ?? ''}`}>
      {link.name}
    </Link>
  );
}

/** Columns of top entries, each with its children and their children, every one a link. */
function Tree({ tree }: { tree: SitemapTree }) {
  return (
    <ul className="columns-1 gap-10 sm:columns-2 lg:columns-3 xl:columns-4">
      {tree.map((top) => (
        <li key={top.id} className="mb-6 break-inside-avoid">
          <MapLink link={top} className="font-bold text-primary-700" />
          {top.children.length > 0 ? (
            <ul className="mt-1 border-l-2 border-line pl-3 text-sm">
              {top.children.map((child) => (
                <li key={child.id}>
                  {/* A child that heads a group of its own reads as its title. */}
                  <MapLink link={child} className={child.children.length > 0 ? 'font-semibold text-ink' : 'text-ink'} />
                  {child.children.length > 0 ? (
                    <ul className="mb-1 pl-3 text-muted">
                      {child.children.map((grandchild) => (
                        <li key={grandchild.id}>
                          <MapLink link={grandchild} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The id of a letter's group in the stores' A–Z list. */
const letterId = (initial: string) => `sitemap-stores-${initial === OTHER_INITIAL ? 'other' : initial}`;

function StoresAtoZ({ stores, locale, indexLabel }: { stores: SitemapLink[]; locale: string; indexLabel: string }) {
  const groups = groupByInitial(stores, locale);
  return (
    <>
      <nav aria-label={indexLabel} className="mb-6">
        <ul className="flex flex-wrap gap-1.5">
          {groups.map(({ initial }) => (
            <li key={initial}>
              <a
                href={`#${letterId(initial)}`}
                className="inline-flex size-9 items-center justify-center rounded-lg border border-line bg-white font-semibold text-primary-700 hover:bg-primary-50"
              >
                {initial}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="columns-2 gap-8 sm:columns-3 lg:columns-4 xl:columns-5">
        {groups.map(({ initial, items }) => (
          <section key={initial} aria-labelledby={letterId(initial)} className="mb-6 break-inside-avoid">
            <h3 id={letterId(initial)} className="mb-1 scroll-mt-4 border-b border-line pb-1 text-lg font-bold text-primary-900">
              {initial}
            </h3>
            <ul className="text-sm">
              {items.map((store) => (
                <li key={store.id}>
                  <MapLink link={store} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

export async function generateMetadata({ params }: PageProps<'/[locale]/html-sitemap'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'html_sitemap_page', '/html-sitemap');
}

/** The HTML sitemap: every level of destinations and categories, the stores A–Z, the blog, in columns. */
export default async function HtmlSitemapPage({ params }: PageProps<'/[locale]/html-sitemap'>) {
  const locale = await routeLocale(params);
  const [map, t] = await Promise.all([getSitemap(locale), getTranslations({ locale, namespace: 'Sitemap' })]);
  const blog: SitemapTree = map.blog_categories.map((category) => ({
    ...category,
    children: category.posts.map((post) => ({ ...post, children: [] })),
  }));
  const sections = [
    { id: 'sitemap-destinations', title: t('destinations'), body: map.destinations.length > 0 ? <Tree tree={map.destinations} /> : null },
    { id: 'sitemap-categories', title: t('categories'), body: map.categories.length > 0 ? <Tree tree={map.categories} /> : null },
    {
      id: 'sitemap-stores',
      title: t('stores'),
      body: map.stores.length > 0 ? <StoresAtoZ stores={map.stores} locale={locale} indexLabel={t('storesIndex')} /> : null,
    },
    { id: 'sitemap-blog', title: t('blog'), body: blog.length > 0 ? <Tree tree={blog} /> : null },
  ];
  return (
    <StaticPage locale={locale} pageKey="html_sitemap_page" route="/html-sitemap" size="page">
      <div className="mt-10 space-y-12">
        {sections.map((section) =>
          section.body ? (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="mb-5 border-b-2 border-primary-100 pb-2 text-h3 font-bold">
                {section.title}
              </h2>
              {section.body}
            </section>
          ) : null,
        )}
      </div>
    </StaticPage>
  );
}
