import Link from 'next/link';
import { useTranslations } from 'next-intl';

export type FeaturedCategoryCard = {
  id: number;
  name: string;
  href: string;
  /** Its latest posts, as links. */
  posts: { id: number; title: string; href: string }[];
};

/** The blog's featured categories (SPEC §2.7), each with the titles of its latest posts. */
export function FeaturedCategories({ categories }: { categories: FeaturedCategoryCard[] }) {
  const t = useTranslations('Blog');
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="featured-categories" className="mt-10">
      <h2 id="featured-categories" className="text-h2 font-bold text-primary-950">
        {t('featuredTitle')}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-card">
            <h3 className="text-lg font-bold">
              <Link href={category.href} className="text-primary-800 hover:text-primary-950 hover:underline">
                {category.name}
              </Link>
            </h3>
            {category.posts.length > 0 ? (
              <ul className="mt-3 flex flex-col gap-2 text-sm">
                {category.posts.map((post) => (
                  <li key={post.id} className="leading-snug">
                    <Link href={post.href} className="text-ink hover:text-primary-700 hover:underline">
                      {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-auto pt-4 text-sm font-semibold">
              <Link href={category.href} className="text-primary-700 hover:underline" aria-label={t('allPostsOf', { category: category.name })}>
                {t('allPosts')} <span aria-hidden="true">→</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
