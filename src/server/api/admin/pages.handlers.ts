import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError, quote } from '@/server/errors';
import { getPageRecord, listPageRows } from '@/server/services/pages-admin';
import type { AppEnv } from '../lib/router';
import type * as routes from './pages.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listPageRows(language, { page, size }), 200);
};

export const record: RouteHandler<typeof routes.record, AppEnv> = async (c) => {
  const { key } = c.req.valid('param');
  const found = await getPageRecord(key);
  if (!found) throw new NotFoundError(`No page ${quote(key)}`);
  c.header('Cache-Control', 'private, no-store');
  return c.json(found, 200);
};
