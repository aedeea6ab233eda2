import type { Metadata } from 'next';
import { BlogHome, blogHomeMetadata } from '@/app/_lib/blog-home';
import { routeLocale } from '@/app/_lib/locale';

type Props = PageProps<'/[locale]/blog'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogHomeMetadata(await routeLocale(params), '');
}

/** `/blog` itself; with a list query it is rendered by the blog's catch-all route (its own cached page). */
export default async function BlogPage({ params }: Props) {
  return <BlogHome locale={await routeLocale(params)} />;
}
