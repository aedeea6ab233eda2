import type { RouteHandler } from '@hono/zod-openapi';
import * as engagement from '@/server/services/engagement';
import { requireCaptcha } from '../lib/captcha';
import type { AppEnv } from '../lib/router';
import type * as routes from './newsletter.routes';

export const subscribe: RouteHandler<typeof routes.subscribe, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  const { captcha, ...subscription } = c.req.valid('json');
  await requireCaptcha(captcha);
  await engagement.subscribeNewsletter(language, subscription);
  return c.json({ subscribed: true as const }, 200);
};
