import type { RouteHandler } from '@hono/zod-openapi';
import { UnauthorizedError } from '@/server/errors';
import * as authService from '@/server/services/auth';
import { clientHash } from '../lib/client';
import { paceFailures } from '../lib/rate-limit';
import type { AppEnv } from '../lib/router';
import { LOGIN_PACING } from './auth.routes';
import type * as routes from './auth.routes';

export const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const { username, password } = c.req.valid('json');
  const { token, expiresAt } = await paceFailures('auth-jwt', username, clientHash(c), LOGIN_PACING, () =>
    authService.login(username, password),
  );
  return c.json({ token, expires_at: expiresAt }, 200);
};

export const verify: RouteHandler<typeof routes.verify, AppEnv> = async (c) => {
  const { token } = c.req.valid('json');
  const { username, expiresAt } = await authService.verifyToken(token);
  return c.json({ valid: true as const, username, expires_at: expiresAt }, 200);
};

export const renew: RouteHandler<typeof routes.renew, AppEnv> = async (c) => {
  const account = c.get('account');
  if (!account) throw new UnauthorizedError();
  const { token, expiresAt } = await authService.renewToken(account);
  return c.json({ token, expires_at: expiresAt }, 200);
};

export const me: RouteHandler<typeof routes.me, AppEnv> = (c) => {
  const account = c.get('account');
  if (!account) throw new UnauthorizedError();
  return c.json({ id: account.id, username: account.username, role: account.role }, 200);
};
