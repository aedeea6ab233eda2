import { Img } from '@/components/ui/Img';
import Link from 'next/link';

export type PostCard = {
  id: number;
  title: string;
  excerpt: string;
  href: string;
  image: { url: string; alt: string } | null;
  date: string;
};

/** A grid of post cards; the caller formats the date in the locale. */
export function PostList({ posts }: { posts: PostCard[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id} className="overflow-hidden rounded-2xl border border-line bg-white shadow-card">
          {post.image ? (
            <Img
              src={post.image.url}
              alt={post.image.alt}
              width={640}
              height={360}
              sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
              className="aspect-video w-full object-cover"
            />
          ) : null}
          <div className="p-5">
            <p className="text-sm text-muted">{post.date}</p>
            <h3 className="mt-1 text-lg font-bold">
              <Link href={post.href} className="hover:text-primary-700 hover:underline">
                {post.title}
              </Link>
            </h3>
            <p className="mt-2 line-clamp-3 text-sm text-muted">{post.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
