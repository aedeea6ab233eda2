import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PostList } from '@/components/blog/PostList';
import { postCard } from '@/components/deals/cards';
import { Pagination } from '@/components/navigation/Pagination';
import { PAGE_SIZE } from '@/lib/constants';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import type { BlogCategoryDetail } from '@/server/services/blog';
import { getBlogCategoryPosts } from '@/app/_data/blog';
import { EntityHeader, goToNotFound } from './entity-page';
import { settle } from './settle';

/** Where the pager's links land: the list, under the category's description. */
const POSTS_ANCHOR = 'category-posts';

/**
 * A blog category (SPEC §2.7): its description and its posts newest first, 18 a page with links
 * between the pages (`?page=`). A page past the last is the locale's not-found page.
 */
export async function BlogCategoryView({ locale, category, page }: { locale: Locale; category: BlogCategoryDetail; page: number }) {
  const [posts, t, format] = await Promise.all([
    settle(getBlogCategoryPosts(locale, category.id, page), undefined, 'blog category posts'),
    getTranslations({ locale, namespace: 'Blog' }),
    getFormatter({ locale }),
  ]);
  const pages = Math.max(1, Math.ceil((posts?.count ?? 0) / PAGE_SIZE.blogList));
  // A list that failed to load is shown empty (SPEC §8), not taken for a page past the end.
  if (posts !== undefined && page > pages) goToNotFound(locale);
  const path = entityPath(locale, 'blog_category', [category.slug]);
  return (
    <EntityHeader locale={locale} id={category.id} slug={category.slug} entityType="blog_category" parent={null} title={category.name}>
      {category.description ? <div className="rich-text mt-4 max-w-3xl" dangerouslySetInnerHTML={{ __html: category.description }} /> : null}
      <section aria-labelledby={POSTS_ANCHOR} className="mt-10">
        <h2 id={POSTS_ANCHOR} className="scroll-mt-24 text-h2 font-bold text-primary-950">
          {t('categoryPosts', { category: category.name })}
        </h2>
        {pages > 1 ? <p className="mt-1 text-sm text-muted">{t('pageOf', { page, pages })}</p> : null}
        <PostList posts={(posts?.results ?? []).map((post) => postCard(locale, format, post))} />
        <Pagination
          page={page}
          pages={pages}
          hrefOf={(target) => `${path}${target > 1 ? `?page=${target}` : ''}#${POSTS_ANCHOR}`}
          label={t('pagination')}
        />
      </section>
    </EntityHeader>
  );
}
