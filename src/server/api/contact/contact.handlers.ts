import type { RouteHandler } from '@hono/zod-openapi';
import * as pagesService from '@/server/services/pages';
import type { AppEnv } from '../lib/router';
import type * as routes from './contact.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size } = c.req.valid('query');
  return c.json(await pagesService.listContactMessages({ locale: language, page, size }), 200);
};
