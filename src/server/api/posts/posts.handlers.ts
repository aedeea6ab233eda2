import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError, quote } from '@/server/errors';
import * as blog from '@/server/services/blog';
import { createBlogPost, deleteBlogPost, patchBlogPost } from '@/server/services/blog-posts-admin';
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

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createBlogPost(c.req.valid('json')), 201);
};

export const patch: RouteHandler<typeof routes.patch, AppEnv> = async (c) => {
  return c.json(await patchBlogPost(c.req.valid('param').id, c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await deleteBlogPost(c.req.valid('param').id);
  return c.body(null, 204);
};
