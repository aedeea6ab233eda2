import type { RouteHandler } from '@hono/zod-openapi';
import { getPartnerRecord, listPartnerRows } from '@/server/services/partners-admin-list';
import type { AppEnv } from '../lib/router';
import type * as routes from './partners.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { page, size, ordering, ...filters } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listPartnerRows(filters, { page, size, ordering }), 200);
};

export const record: RouteHandler<typeof routes.record, AppEnv> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await getPartnerRecord(c.req.valid('param').id), 200);
};
