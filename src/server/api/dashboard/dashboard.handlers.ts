import type { RouteHandler } from '@hono/zod-openapi';
import { dashboardFigures } from '@/server/services/dashboard';
import type { AppEnv } from '../lib/router';
import type * as routes from './dashboard.routes';

export const figures: RouteHandler<typeof routes.figures, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await dashboardFigures(language), 200);
};
