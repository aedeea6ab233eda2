import type { RouteHandler } from '@hono/zod-openapi';
import { createPartner, deletePartner, patchPartner } from '@/server/services/partners-admin';
import type { AppEnv } from '../lib/router';
import type * as routes from './partners.routes';

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createPartner(c.req.valid('json')), 201);
};

export const patch: RouteHandler<typeof routes.patch, AppEnv> = async (c) => {
  return c.json(await patchPartner(c.req.valid('param').id, c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await deletePartner(c.req.valid('param').id);
  return c.body(null, 204);
};
