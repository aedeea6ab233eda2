import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError } from '@/server/errors';
import { getBlogPostRecord } from '@/server/services/blog-posts-admin';
import { listPostRows } from '@/server/services/blog-posts-admin-list';
import type { AppEnv } from '../lib/router';
import type * as routes from './posts.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size, ordering, ...filters } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listPostRows(language, filters, { page, size, ordering }), 200);
};

export const record: RouteHandler<typeof routes.record, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const found = await getBlogPostRecord(id);
  if (!found) throw new NotFoundError(`No blog post ${id}`);
  c.header('Cache-Control', 'private, no-store');
  return c.json(found, 200);
};
