import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { entityPath } from '@/lib/entity-paths';
import { splitListQuery } from '@/lib/list-query';
import { decodeSlugs } from '@/lib/path-rules';
import type { Locale } from '@/lib/locales';
import { getBlogCategory, getPost } from '@/app/_data/blog';
import { resolveEntity } from '@/app/_data/slugs';
import { BlogHome, blogHomeMetadata } from '@/app/_lib/blog-home';
import { BlogCategoryView } from '@/app/_lib/blog-category';
import { BlogPostView } from '@/app/_lib/blog-post';
import { entityMetadata, goToNotFound } from '@/app/_lib/entity-page';
import { routeLocale } from '@/app/_lib/locale';

type Props = PageProps<'/[locale]/blog/[...slugs]'>;

/** Rendered on a path's first request, then served from the page cache until a write expires it. */
export function generateStaticParams() {
  return [];
}

/** `?page=` of a blog list: a positive integer, else the first page (≤ 0 was redirected by the proxy). */
function pageParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('page');
  if (raw === null) return 1;
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/**
 * `/blog/{category}` or `/blog/{category}/{post}` (SPEC §2.1), and the blog home itself when it
 * has a list query: the query comes as the last segment.
 */
async function load(locale: Locale, segments: string[]) {
  const split = splitListQuery(segments, 'blog');
  if (!split) return { slugs: segments, search: '', found: null };
  const { slugs, search } = split;
  const decoded = decodeSlugs(slugs);
  if (!decoded) return { slugs, search, found: null };
  const [categorySlug, postSlug, ...rest] = decoded;
  if (!categorySlug) return { slugs, search, found: { kind: 'home' } as const };
  if (rest.length > 0) return { slugs, search, found: null };
  if (!postSlug) {
    const entity = await resolveEntity(locale, categorySlug, 'blog_category', null);
    const category = entity ? await getBlogCategory(locale, entity.id) : null;
    return { slugs, search, found: category ? ({ kind: 'category', category } as const) : null };
  }
  const entity = await resolveEntity(locale, postSlug, 'blog_post', null);
  const post = entity ? await getPost(locale, entity.id) : null;
  return { slugs, search, found: post ? ({ kind: 'post', post, requestedCategory: categorySlug } as const) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { search, found } = await load(locale, (await params).slugs);
  if (!found) return {};
  if (found.kind === 'home') return blogHomeMetadata(locale, search);
  if (found.kind === 'category') {
    const { category } = found;
    return entityMetadata({
      locale,
      entityType: 'blog_category',
      id: category.id,
      path: entityPath(locale, 'blog_category', [category.slug]),
      search,
      seo: { title: category.seo_title || category.name, description: category.meta_description, image: category.seo_image?.url ?? category.image?.url },
      pageType: 'blog_category',
    });
  }
  const { post } = found;
  return entityMetadata({
    locale,
    entityType: 'blog_post',
    id: post.id,
    path: entityPath(locale, 'blog_post', [post.category.slug, post.slug]),
    search,
    seo: { title: post.seo_title || post.title, description: post.meta_description || post.excerpt, image: post.seo_image?.url ?? post.image?.url },
  });
}

export default async function BlogEntryPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { search, found } = await load(locale, (await params).slugs);
  if (!found) return goToNotFound(locale);
  if (found.kind === 'post') {
    const { post, requestedCategory } = found;
    // A post lists nothing: its address with a list query is another spelling of the post's own.
    if (post.category.slug !== requestedCategory || search) permanentRedirect(entityPath(locale, 'blog_post', [post.category.slug, post.slug]));
    return <BlogPostView locale={locale} post={post} />;
  }
  const page = pageParam(search);
  if (page === null) goToNotFound(locale);
  if (found.kind === 'home') return <BlogHome locale={locale} page={page} />;
  return <BlogCategoryView locale={locale} category={found.category} page={page} />;
}
