import type { RouteHandler } from '@hono/zod-openapi';
import { UnauthorizedError } from '@/server/errors';
import { createAccount, listAccounts, updateAccount } from '@/server/services/accounts';
import type { AppEnv } from '../lib/router';
import type * as routes from './accounts.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAccounts(c.req.valid('query')), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createAccount(c.req.valid('json')), 201);
};

export const patch: RouteHandler<typeof routes.patch, AppEnv> = async (c) => {
  const account = c.get('account');
  if (!account) throw new UnauthorizedError();
  return c.json(await updateAccount(account.id, c.req.valid('param').id, c.req.valid('json')), 200);
};
