import 'server-only';
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { FeaturedCategories } from '@/components/blog/FeaturedCategories';
import { PostList } from '@/components/blog/PostList';
import { RichText } from '@/components/deals/RichText';
import { Pagination } from '@/components/navigation/Pagination';
import { PAGE_SIZE } from '@/lib/constants';
import { entityPath } from '@/lib/entity-paths';
import { fixedPath } from '@/lib/localized-paths';
import type { Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import { getFeaturedBlogCategories, getLatestPosts } from '@/app/_data/blog';
import { getPageContent } from '@/app/_data/pages';
import { postCard } from '@/components/deals/cards';
import { goToNotFound } from './entity-page';
import { SectionPage, sectionMetadata } from './section-page';
import { settle } from './settle';

/** The blog home's metadata; `search` is its list query (`?page=` makes it noindex, SPEC §4). */
export async function blogHomeMetadata(locale: Locale, search: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Sections' });
  return sectionMetadata(locale, '/blog', t('blog'), { pageKey: 'blog_page', search, pageType: 'blog_list' });
}

/** Where the pager's links land: the list, not the top of the page. */
const LATEST_ANCHOR = 'latest-posts';

/** The address of a page of the blog home's list; the first page is the blog home itself. */
function blogPageHref(locale: Locale, page: number): string {
  const base = `${pathPrefix(locale)}${fixedPath(locale, '/blog')}`;
  return `${base}${page > 1 ? `?page=${page}` : ''}#${LATEST_ANCHOR}`;
}

/**
 * Blog home (SPEC §2.7): the blog_page content, the featured blog categories with their latest
 * posts, and every post newest first, 18 a page (`?page=`, SPEC §9). A page past the last is
 * the locale's not-found page.
 */
export async function BlogHome({ locale, page }: { locale: Locale; page: number }) {
  const [featured, content, latest, t, tBlog, format] = await Promise.all([
    settle(getFeaturedBlogCategories(locale), null, 'featured blog categories'),
    getPageContent(locale, 'blog_page'),
    settle(getLatestPosts(locale, page), null, 'latest posts'),
    getTranslations({ locale, namespace: 'Sections' }),
    getTranslations({ locale, namespace: 'Blog' }),
    getFormatter({ locale }),
  ]);
  const pages = Math.max(1, Math.ceil((latest?.count ?? 0) / PAGE_SIZE.blogList));
  // A list that failed to load is shown empty (SPEC §8), not taken for a page past the end.
  if (latest && page > pages) goToNotFound(locale);
  const categories = (featured?.results ?? []).map((category) => ({
    id: category.id,
    name: category.name,
    href: entityPath(locale, 'blog_category', [category.slug]),
    posts: category.posts.map((post) => ({
      id: post.id,
      title: post.title,
      href: entityPath(locale, 'blog_post', [post.category_slug, post.slug]),
    })),
  }));
  return (
    <SectionPage locale={locale} route="/blog" title={content?.header_1 || t('blog')} intro={content?.header_2}>
      {/* The editors' text introduces the blog; the further pages of the list are not its home. */}
      {page === 1 && content?.content ? <RichText sanitizedHtml={content.content} className="mt-6" /> : null}
      <FeaturedCategories categories={categories} />
      <section aria-labelledby={LATEST_ANCHOR} className="mt-12">
        <h2 id={LATEST_ANCHOR} className="scroll-mt-24 text-h2 font-bold text-primary-950">
          {tBlog('latestTitle')}
        </h2>
        {pages > 1 ? <p className="mt-1 text-sm text-muted">{tBlog('pageOf', { page, pages })}</p> : null}
        <PostList posts={(latest?.results ?? []).map((post) => postCard(locale, format, post))} />
        <Pagination page={page} pages={pages} hrefOf={(target) => blogPageHref(locale, target)} label={tBlog('pagination')} />
      </section>
    </SectionPage>
  );
}
