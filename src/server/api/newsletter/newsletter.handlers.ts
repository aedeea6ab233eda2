import type { RouteHandler } from '@hono/zod-openapi';
import { ValidationError } from '@/server/errors';
import * as newsletter from '@/server/services/newsletter';
import { requireCaptcha } from '../lib/captcha';
import type { AppEnv } from '../lib/router';
import type * as routes from './newsletter.routes';
import { SIGN_UP_MESSAGE } from './newsletter.schemas';

export const subscribe: RouteHandler<typeof routes.subscribe, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  const { captcha, ...subscription } = c.req.valid('json');
  await requireCaptcha(captcha);
  // The outcome (already subscribed, mail not sent) stays in the server: see the route's description.
  await newsletter.signUp(language, subscription);
  return c.json({ status: 'confirmation_requested' as const, message: SIGN_UP_MESSAGE }, 202);
};

export const confirm: RouteHandler<typeof routes.confirm, AppEnv> = async (c) => {
  const { status, locale } = await newsletter.confirmSubscription(c.req.valid('json').token);
  return c.json({ status, locale }, 200);
};

export const unsubscribe: RouteHandler<typeof routes.unsubscribe, AppEnv> = async (c) => {
  // JSON `{token}`, or the one-click form with the token in the URL (validated by the route).
  const body = c.req.valid('json') as { token?: string };
  const token = body.token ?? c.req.valid('query').token;
  if (!token) throw new ValidationError('Invalid body', [{ path: 'token', message: 'Give the token in the body or in the URL' }]);
  const { status, locale } = await newsletter.unsubscribe(token);
  return c.json({ status, locale }, 200);
};
