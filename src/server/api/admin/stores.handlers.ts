import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError } from '@/server/errors';
import { getStoreRecord } from '@/server/services/stores-admin';
import { listStoreRows } from '@/server/services/stores-admin-list';
import type { AppEnv } from '../lib/router';
import type * as routes from './stores.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size, ordering, ...filters } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listStoreRows(language, filters, { page, size, ordering }), 200);
};

export const record: RouteHandler<typeof routes.record, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const found = await getStoreRecord(id);
  if (!found) throw new NotFoundError(`No store ${id}`);
  c.header('Cache-Control', 'private, no-store');
  return c.json(found, 200);
};
