import type { RouteHandler } from '@hono/zod-openapi';
import { getRedirection, listRedirections, searchRedirections } from '@/server/services/redirections';
import type { AppEnv } from '../lib/router';
import type * as routes from './redirections.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, q, page, size } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(q ? await searchRedirections(language, q, { page, size }) : await listRedirections(language, { page, size }), 200);
};

export const record: RouteHandler<typeof routes.record, AppEnv> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await getRedirection(c.req.valid('param').id), 200);
};
