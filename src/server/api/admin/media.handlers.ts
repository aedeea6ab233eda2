import type { RouteHandler } from '@hono/zod-openapi';
import { getMedia, listMedia, searchMediaByName } from '@/server/services/media';
import type { AppEnv } from '../lib/router';
import type * as routes from './media.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { q, page, size } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(q ? await searchMediaByName(q, { page, size }) : await listMedia({ page, size }), 200);
};

export const record: RouteHandler<typeof routes.record, AppEnv> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await getMedia(c.req.valid('param').id), 200);
};
