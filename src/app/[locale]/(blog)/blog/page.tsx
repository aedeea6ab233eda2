import type { Metadata } from 'next';
import { BlogHome, blogHomeMetadata } from '@/app/_lib/blog-home';
import { routeLocale } from '@/app/_lib/locale';

type Props = PageProps<'/[locale]/blog'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogHomeMetadata(await routeLocale(params), '');
}

/**
 * `/blog` itself, the first page of its list; with a list query (`?page=2`) the proxy moves the
 * query into a last segment, so the blog's catch-all route renders it as a cached page of its own.
 */
export default async function BlogPage({ params }: Props) {
  return <BlogHome locale={await routeLocale(params)} page={1} />;
}
