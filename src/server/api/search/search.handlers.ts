import type { RouteHandler } from '@hono/zod-openapi';
import { siteSearch } from '@/server/services/search';
import type { AppEnv } from '../lib/router';
import type * as routes from './search.routes';

export const search: RouteHandler<typeof routes.search, AppEnv> = async (c) => {
  const { language, str, page, size } = c.req.valid('query');
  return c.json(await siteSearch(language, str, { page, size }), 200);
};
