import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError } from '@/server/errors';
import { captchaSettings, createCaptchaChallenge } from '@/server/services/captcha';
import type { AppEnv } from '../lib/router';
import type * as routes from './captcha.routes';

export const challenge: RouteHandler<typeof routes.challenge, AppEnv> = async (c) => {
  // Each visitor gets a challenge of their own: no cache may keep or share one.
  c.header('Cache-Control', 'no-store');
  const settings = captchaSettings();
  if (!settings) throw new NotFoundError('No captcha is configured on this site: the forms need none');
  return c.json(await createCaptchaChallenge(settings), 200);
};
