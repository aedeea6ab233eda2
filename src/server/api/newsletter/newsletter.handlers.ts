import type { RouteHandler } from '@hono/zod-openapi';
import * as engagement from '@/server/services/engagement';
import type { AppEnv } from '../lib/router';
import type * as routes from './newsletter.routes';

export const subscribe: RouteHandler<typeof routes.subscribe, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  await engagement.subscribeNewsletter(language, c.req.valid('json'));
  return c.json({ subscribed: true as const }, 200);
};
