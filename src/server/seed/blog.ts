import 'server-only';
import type { blogCategories, blogCategoryTranslations, blogPosts, blogPostTranslations } from '../db/schema';
import { AUTHORS, BLOG_CATEGORIES } from './blog-data';
import { draftPosts } from './blog-drafts';
import type { SeedContext } from './context';
import type { DestNode, DestinationTree } from './destinations';
import type { StayKind } from './destinations-data';
import { type Bilingual, LOCALES, type Locale, type Text, byLanguage, languageOf, textFor } from './locales';
import { META_MAX, SEO_TITLE_MAX, firstFitting } from './text';
import type { StoreSet } from './stores';
import type { StoreKind } from './stores-data';

export type PostNode = {
  id: number;
  categoryKey: string;
  /** The title shown on the page, shared by both French sites, and the source of the slugs. */
  title: Bilingual;
  seoTitle: Text;
  excerpt: Text;
  content: Text;
  stay: StayKind;
  destination: DestNode | null;
  storeKinds: StoreKind[];
  slug: Bilingual;
  publishedAt: Date;
  author: string;
  imageId: number;
  similarStoreIds: number[];
};

export type BlogCategoryNode = { id: number; key: string; slug: Bilingual; slugIds: Map<Locale, number>; imageId: number };
export type Blog = { categories: BlogCategoryNode[]; posts: PostNode[] };

export function buildBlog(ctx: SeedContext, tree: DestinationTree, stores: StoreSet): Blog {
  const rng = ctx.rng('blog');
  const categories: BlogCategoryNode[] = BLOG_CATEGORIES.map((c, i) => {
    const node: BlogCategoryNode = { id: i + 1, key: c.key, slug: { fr: '', nl: '' }, slugIds: new Map(), imageId: 0 };
    const stay: StayKind = c.key === 'beaches' ? 'beach' : c.key === 'mountain' ? 'ski' : c.key === 'city-breaks' ? 'city' : c.key === 'family' ? 'countryside' : 'adventure';
    node.imageId = ctx.pools.blog[stay][i % 3] as number;
    for (const [language, locales] of byLanguage([...LOCALES])) {
      const claim = ctx.slugs.claim(new Map(locales.map((l) => [l, null])), c.name[language], 'blog_category', node.id);
      node.slug[language] = claim.slug;
      for (const [l, id] of claim.ids) node.slugIds.set(l, id);
    }
    return node;
  });

  const drafts = draftPosts(tree, rng);

  const everywhere = stores.curated.filter((s) => s.availability === 'all');
  const ordered = rng.shuffle(drafts);
  const posts: PostNode[] = ordered.map((d, i) => {
    const id = i + 1;
    const category = categories.find((c) => c.key === d.categoryKey) as BlogCategoryNode;
    const slug: Bilingual = { fr: '', nl: '' };
    for (const [language, locales] of byLanguage([...LOCALES])) {
      const parents = new Map(locales.map((l) => [l, category.slugIds.get(l) as number]));
      slug[language] = ctx.slugs.claim(parents, d.title[language], 'blog_post', id).slug;
    }
    const matching = everywhere.filter((s) => d.storeKinds.includes(s.kind));
    return {
      ...d,
      id,
      slug,
      // Spread over the past year, newest first in id order would look fabricated, so the order is shuffled too.
      publishedAt: new Date(ctx.daysFromNow(-rng.int(1, 365)).getTime() + rng.int(7, 19) * 3_600_000),
      author: rng.pick(AUTHORS),
      imageId: rng.pick(ctx.pools.blog[d.stay]),
      similarStoreIds: rng.sample(matching, rng.int(4, 6)).map((s) => s.id),
    };
  });
  return { categories, posts };
}

function blogCategorySeo(data: (typeof BLOG_CATEGORIES)[number], locale: Locale): { seoTitle: string; metaDescription: string } {
  if (locale === 'nl-be') return { seoTitle: `${data.name.nl}: reistips en inspiratie`, metaDescription: data.description.nl };
  if (locale === 'fr-be') return { seoTitle: `${data.name.fr} : conseils et idées de voyage`, metaDescription: data.description.fr };
  return {
    seoTitle: firstFitting(SEO_TITLE_MAX, [`${data.name.fr} : conseils depuis la France`, `${data.name.fr} : le guide France`]),
    metaDescription: firstFitting(META_MAX, [`${data.description.fr} Nos conseils pour partir depuis la France.`, data.description.fr.replace(/\.$/, ', depuis la France.')]),
  };
}

export function blogRows(blog: Blog): {
  categories: (typeof blogCategories.$inferInsert)[];
  categoryTranslations: (typeof blogCategoryTranslations.$inferInsert)[];
  posts: (typeof blogPosts.$inferInsert)[];
  postTranslations: (typeof blogPostTranslations.$inferInsert)[];
} {
  return {
    categories: blog.categories.map((c, i) => ({
      id: c.id,
      isFeatured: BLOG_CATEGORIES[i]?.featured ?? false,
      imageId: c.imageId,
      position: i,
    })),
    categoryTranslations: blog.categories.flatMap((c, i) =>
      LOCALES.map((locale) => {
        const language = languageOf(locale);
        const data = BLOG_CATEGORIES[i] as (typeof BLOG_CATEGORIES)[number];
        return {
          blogCategoryId: c.id,
          locale,
          name: data.name[language],
          slug: c.slug[language],
          description: data.description[language],
          ...blogCategorySeo(data, locale),
          seoImageId: c.imageId,
        };
      }),
    ),
    posts: blog.posts.map((post) => ({
      id: post.id,
      blogCategoryId: (blog.categories.find((c) => c.key === post.categoryKey) as BlogCategoryNode).id,
      imageId: post.imageId,
      author: post.author,
      publishedAt: post.publishedAt,
      similarStoreIds: post.similarStoreIds,
    })),
    postTranslations: blog.posts.flatMap((post) =>
      LOCALES.map((locale) => {
        const language = languageOf(locale);
        return {
          blogPostId: post.id,
          locale,
          title: post.title[language],
          slug: post.slug[language],
          excerpt: textFor(post.excerpt, locale),
          content: textFor(post.content, locale),
          seoTitle: textFor(post.seoTitle, locale),
          metaDescription: textFor(post.excerpt, locale),
          seoImageId: post.imageId,
        };
      }),
    ),
  };
}

/** Blog posts about a destination, its region or its country, for the destination pages' related posts. */
export function relatedPostIds(node: DestNode, posts: PostNode[]): number[] {
  const chain = new Set<DestNode>();
  for (let n: DestNode | null = node; n; n = n.parent) chain.add(n);
  for (const child of node.children) chain.add(child);
  return posts.filter((post) => post.destination && chain.has(post.destination)).slice(0, 4).map((post) => post.id);
}

