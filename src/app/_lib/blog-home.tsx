import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PostList } from '@/components/blog/PostList';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { getFeaturedBlogCategories } from '@/app/_data/blog';
import { getPageContent } from '@/app/_data/pages';
import { postCard } from '@/components/deals/cards';
import { SectionPage, sectionMetadata } from './section-page';

/** The blog home's metadata; `search` is its list query (`?page=` makes it noindex, SPEC §4). */
export async function blogHomeMetadata(locale: Locale, search: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Sections' });
  return sectionMetadata(locale, '/blog', t('blog'), { pageKey: 'blog_page', search, pageType: 'blog_list' });
}

/** Blog home (SPEC §2.7): featured blog categories and the blog_page content. */
export async function BlogHome({ locale }: { locale: Locale }) {
  const [featured, page, t, format] = await Promise.all([
    getFeaturedBlogCategories(locale),
    getPageContent(locale, 'blog_page'),
    getTranslations({ locale, namespace: 'Sections' }),
    getFormatter({ locale }),
  ]);
  return (
    <SectionPage locale={locale} route="/blog" title={page?.header_1 || t('blog')} intro={page?.header_2}>
      {featured.results.map((category) => (
        <section key={category.id} aria-labelledby={`blog-cat-${category.id}`} className="mt-12">
          <h2 id={`blog-cat-${category.id}`} className="text-h2 font-bold">
            <Link href={entityPath(locale, 'blog_category', [category.slug])} className="hover:text-primary-700">
              {category.name}
            </Link>
          </h2>
          <PostList
            posts={category.posts.map((post) => postCard(locale, format, post))}
          />
        </section>
      ))}
    </SectionPage>
  );
}
