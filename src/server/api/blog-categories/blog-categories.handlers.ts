import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError, quote } from '@/server/errors';
import * as blog from '@/server/services/blog';
import type { AppEnv } from '../lib/router';
import type * as routes from './blog-categories.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size } = c.req.valid('query');
  return c.json(await blog.listBlogCategories(language, { page, size }), 200);
};

export const featured: RouteHandler<typeof routes.featured, AppEnv> = async (c) => {
  const { language, page, size, posts_size } = c.req.valid('query');
  return c.json(await blog.featuredBlogCategories(language, { page, size }, posts_size), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await blog.createBlogCategory(c.req.valid('json')), 201);
};

export const bySlug: RouteHandler<typeof routes.bySlug, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const category = await blog.getBlogCategoryBySlug(language, slug);
  if (!category) throw new NotFoundError(`No blog category ${quote(slug)} in ${language}`);
  return c.json(category, 200);
};

export const byId: RouteHandler<typeof routes.byId, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const category = await blog.getBlogCategoryById(language, id);
  if (!category) throw new NotFoundError(`No blog category ${id} in ${language}`);
  return c.json(category, 200);
};

export const posts: RouteHandler<typeof routes.posts, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language, page, size } = c.req.valid('query');
  const found = await blog.blogCategoryPosts(language, id, { page, size });
  if (!found) throw new NotFoundError(`No blog category ${id} in ${language}`);
  return c.json(found, 200);
};
