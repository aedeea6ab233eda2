import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PostLayout } from '@/components/blog/PostLayout';
import { AdSlot } from '@/components/integrations/AdSlot';
import { Comments } from '@/components/integrations/Comments';
import { PostList } from '@/components/blog/PostList';
import { PostPicture } from '@/components/blog/PostPicture';
import { LandingSection } from '@/components/deals/LandingSection';
import { postCard, promotionTeasers, storeTile } from '@/components/deals/cards';
import { entityPath } from '@/lib/entity-paths';
import { blogPostingJsonLd } from '@/lib/json-ld';
import type { Locale } from '@/lib/locales';
import { minutesToRead, wordCount } from '@/lib/reading-time';
import type { PostDetail } from '@/server/services/blog';
import { getPostSimilarStores, getRandomPosts } from '@/app/_data/blog';
import { getNavigation } from '@/app/_data/navigation';
import { getDealOfMonth } from '@/app/_data/promotions';
import { EntityHeader } from './entity-page';
import { settle } from './settle';
import { absoluteUrl, originOf } from './urls';
import { JsonLd } from '@/components/seo/JsonLd';

/**
 * A blog post (SPEC §2.7): its picture, author, date and reading time, its content beside the
 * deal of the month and its similar stores, then posts of its category. The trail ends on the
 * category (SPEC §2.6); the post is described as a BlogPosting.
 */
export async function BlogPostView({ locale, post }: { locale: Locale; post: PostDetail }) {
  const [deal, similar, random, nav, t, format] = await Promise.all([
    settle(getDealOfMonth(locale), null, 'deal of the month'),
    settle(getPostSimilarStores(locale, post.id), null, 'similar stores'),
    settle(getRandomPosts(locale, post.category.id, post.id), null, 'random posts'),
    getNavigation(locale),
    getTranslations({ locale, namespace: 'Blog' }),
    getFormatter({ locale }),
  ]);
  const origin = originOf(locale);
  const path = entityPath(locale, 'blog_post', [post.category.slug, post.slug]);
  const words = wordCount(post.content);
  const picture = post.image ?? post.seo_image;
  const jsonLd = blogPostingJsonLd({
    url: `${origin}${path}`,
    headline: post.title,
    description: post.meta_description || post.excerpt,
    image: picture ? new URL(picture.url, origin).toString() : null,
    datePublished: post.published_at,
    author: post.author,
    section: post.category.name,
    wordCount: words,
    language: locale,
    publisher: { name: nav.brand, url: absoluteUrl(locale, '/') },
  });
  const [dealCard] = deal ? promotionTeasers(locale, [deal]) : [];
  const published = new Date(post.published_at);

  return (
    <>
      <EntityHeader locale={locale} id={post.id} slug={post.slug} entityType="blog_post" parent={post.category.slug} title={post.title} hideLastCrumb>
        <p className="mt-3 flex flex-wrap gap-x-2 text-sm text-muted">
          {post.author ? <span>{post.author}</span> : null}
          {post.author ? <span aria-hidden="true">·</span> : null}
          <time dateTime={post.published_at}>{format.dateTime(published, { dateStyle: 'long' })}</time>
          <span aria-hidden="true">·</span>
          <span>{t('readingTime', { minutes: minutesToRead(words) })}</span>
        </p>
        <PostLayout
          article={
            <>
              <PostPicture image={picture} />
              <div className="rich-text mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
              <AdSlot placement="inline" />
              <Comments identifier={`blog-post-${post.id}`} path={path} title={post.title} />
            </>
          }
          deal={dealCard ?? null}
          stores={(similar ?? []).map((store) => storeTile(locale, store))}
        />
        <JsonLd data={jsonLd} />
      </EntityHeader>
      {random && random.length > 0 ? (
        <LandingSection id="more-posts" title={t('morePosts', { category: post.category.name })}>
          <PostList posts={random.map((summary) => postCard(locale, format, summary))} />
        </LandingSection>
      ) : null}
    </>
  );
}
