import 'server-only';

/**
 * Cache tags that writes invalidate (DESIGN §5). Services name what changed; the page layer
 * registers how to drop it (Next's revalidateTag), so services stay framework-free.
 */
export const tags = {
  stores: 'stores',
  store: (id: number) => `store:${id}`,
  promotions: 'promotions',
  categories: 'categories',
  category: (id: number) => `category:${id}`,
  destinations: 'destinations',
  destination: (id: number) => `destination:${id}`,
  blog: 'blog',
  blogPost: (id: number) => `blog-post:${id}`,
  pages: 'pages',
  page: (key: string) => `page:${key}`,
  layout: 'layout',
  seo: 'seo',
  redirections: 'redirections',
  properties: 'properties',
  media: 'media',
} as const;

type Invalidator = (tags: string[]) => void | Promise<void>;

const holder = globalThis as unknown as { __invalidators?: Set<Invalidator> };
const invalidators = (holder.__invalidators ??= new Set());

export function onInvalidate(fn: Invalidator): void {
  invalidators.add(fn);
}

export async function invalidate(...changed: string[]): Promise<void> {
  for (const fn of invalidators) await fn(changed);
}
