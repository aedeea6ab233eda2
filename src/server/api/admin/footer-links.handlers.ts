import type { RouteHandler } from '@hono/zod-openapi';
import { getFooterLink, listFooterLinks } from '@/server/services/footer-links-admin';
import type { AppEnv } from '../lib/router';
import type * as routes from './footer-links.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { page, size, ...filters } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listFooterLinks(filters, { page, size }), 200);
};

export const record: RouteHandler<typeof routes.record, AppEnv> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await getFooterLink(c.req.valid('param').id), 200);
};
