import type { RouteHandler } from '@hono/zod-openapi';
import { getAccount, listAccounts } from '@/server/services/accounts';
import type { AppEnv } from '../lib/router';
import type * as routes from './accounts.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { page, size, ...filters } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listAccounts({ page, size }, filters), 200);
};

export const record: RouteHandler<typeof routes.record, AppEnv> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await getAccount(c.req.valid('param').id), 200);
};
