import type { RouteHandler } from '@hono/zod-openapi';
import { createFooterLink, deleteFooterLink, patchFooterLink } from '@/server/services/footer-links-admin';
import type { AppEnv } from '../lib/router';
import type * as routes from './footer-links.routes';

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createFooterLink(c.req.valid('query').language, c.req.valid('json')), 201);
};

export const patch: RouteHandler<typeof routes.patch, AppEnv> = async (c) => {
  return c.json(await patchFooterLink(c.req.valid('query').language, c.req.valid('param').id, c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await deleteFooterLink(c.req.valid('query').language, c.req.valid('param').id);
  return c.body(null, 204);
};
