import type { RouteHandler } from '@hono/zod-openapi';
import * as redirections from '@/server/services/redirections';
import type { AppEnv } from '../lib/router';
import type * as routes from './redirections.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size } = c.req.valid('query');
  return c.json(await redirections.listRedirections(language, { page, size }), 200);
};

export const search: RouteHandler<typeof routes.search, AppEnv> = async (c) => {
  const { language, page, size, q } = c.req.valid('query');
  return c.json(await redirections.searchRedirections(language, q, { page, size }), 200);
};

export const rules: RouteHandler<typeof routes.rules, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json({ results: await redirections.redirectionRules(language) }, 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await redirections.createRedirection(language, c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  return c.json(await redirections.updateRedirection(language, id, c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  await redirections.deleteRedirection(language, id);
  return c.body(null, 204);
};
