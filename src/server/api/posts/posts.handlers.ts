import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError, quote } from '@/server/errors';
import * as blog from '@/server/services/blog';
import type { AppEnv } from '../lib/router';
import type * as routes from './posts.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size, category } = c.req.valid('query');
  return c.json(await blog.listPosts(language, { page, size, categoryId: category }), 200);
};

export const randomByCategory: RouteHandler<typeof routes.randomByCategory, AppEnv> = async (c) => {
  const { language, category, exclude, size } = c.req.valid('query');
  const posts = await blog.randomPostsByCategory(language, category, { size, excludeId: exclude });
  if (!posts) throw new NotFoundError(`No blog category ${category} in ${language}`);
  return c.json(posts, 200);
};

export const bySlug: RouteHandler<typeof routes.bySlug, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const post = await blog.getPostBySlug(language, slug);
  if (!post) throw new NotFoundError(`No post ${quote(slug)} in ${language}`);
  return c.json(post, 200);
};

export const byId: RouteHandler<typeof routes.byId, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const post = await blog.getPostById(language, id);
  if (!post) throw new NotFoundError(`No post ${id} in ${language}`);
  return c.json(post, 200);
};

export const similarStores: RouteHandler<typeof routes.similarStores, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const stores = await blog.postSimilarStores(language, id);
  if (!stores) throw new NotFoundError(`No post ${id} in ${language}`);
  return c.json(stores, 200);
};
