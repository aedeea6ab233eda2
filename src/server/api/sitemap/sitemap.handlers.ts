import type { RouteHandler } from '@hono/zod-openapi';
import { htmlSitemap as buildHtmlSitemap } from '@/server/services/sitemap';
import type { AppEnv } from '../lib/router';
import type * as routes from './sitemap.routes';

export const htmlSitemap: RouteHandler<typeof routes.htmlSitemap, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await buildHtmlSitemap(language), 200);
};
