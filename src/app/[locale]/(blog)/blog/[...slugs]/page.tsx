import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getFormatter } from 'next-intl/server';
import { PostList } from '@/components/blog/PostList';
import { Container } from '@/components/ui';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { toSearchString } from '@/lib/seo-rules';
import { getBlogCategoryPosts, pageParam } from '@/app/_lib/blog-data';
import { getBlogCategory, getPost } from '@/app/_lib/entities';
import { EntityHeader, entityMetadata, leaveUnknownPath } from '@/app/_lib/entity-page';
import { routeLocale } from '@/app/_lib/locale';

type Props = PageProps<'/[locale]/blog/[...slugs]'>;

/** `/blog/{category}` or `/blog/{category}/{post}` (SPEC §2.1). */
async function load(locale: Locale, slugs: string[]) {
  const [categorySlug, postSlug, ...rest] = slugs.map(decodeURIComponent);
  if (!categorySlug || rest.length > 0) return null;
  if (!postSlug) {
    const category = await getBlogCategory(locale, categorySlug);
    return category ? ({ kind: 'category', category } as const) : null;
  }
  const post = await getPost(locale, postSlug);
  return post ? ({ kind: 'post', post, requestedCategory: categorySlug } as const) : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const found = await load(locale, (await params).slugs);
  if (!found) return {};
  const search = toSearchString(await searchParams);
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

export default async function BlogEntryPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { slugs } = await params;
  const found = await load(locale, slugs);
  if (!found) return leaveUnknownPath(locale, ['blog', ...slugs]);
  const format = await getFormatter({ locale });

  if (found.kind === 'category') {
    const { category } = found;
    const page = pageParam((await searchParams).page);
    if (page === null) notFound();
    const posts = await getBlogCategoryPosts(locale, category.id, page);
    return (
      <EntityHeader locale={locale} slug={category.slug} entityType="blog_category" parent={null} title={category.name}>
        {category.description ? <div className="rich-text mt-4 max-w-3xl" dangerouslySetInnerHTML={{ __html: category.description }} /> : null}
        <PostList
          posts={(posts?.results ?? []).map((post) => ({
            id: post.id,
            title: post.title,
            excerpt: post.excerpt,
            href: entityPath(locale, 'blog_post', [post.category_slug, post.slug]),
            image: post.image ? { url: post.image.url, alt: post.image.alt } : null,
            date: format.dateTime(new Date(post.published_at), { dateStyle: 'long' }),
          }))}
        />
      </EntityHeader>
    );
  }

  const { post, requestedCategory } = found;
  if (post.category.slug !== requestedCategory) permanentRedirect(entityPath(locale, 'blog_post', [post.category.slug, post.slug]));
  return (
    <EntityHeader locale={locale} slug={post.slug} entityType="blog_post" parent={post.category.slug} title={post.title} hideLastCrumb>
      <p className="mt-2 text-sm text-muted">
        {post.author} · {format.dateTime(new Date(post.published_at), { dateStyle: 'long' })}
      </p>
      <Container size="reading" className="px-0 md:px-0">
        <div className="rich-text mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
      </Container>
    </EntityHeader>
  );
}
