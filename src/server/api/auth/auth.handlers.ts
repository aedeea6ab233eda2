import type { RouteHandler } from '@hono/zod-openapi';
import * as authService from '@/server/services/auth';
import { throttlePerAccount } from '../lib/rate-limit';
import type { AppEnv } from '../lib/router';
import { LOGIN_FAILURES_PER_ACCOUNT } from './auth.routes';
import type * as routes from './auth.routes';

export const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const { username, password } = c.req.valid('json');
  const { token, expiresAt } = await throttlePerAccount('auth-jwt', username, LOGIN_FAILURES_PER_ACCOUNT, () =>
    authService.login(username, password),
  );
  return c.json({ token, expires_at: expiresAt }, 200);
};

export const verify: RouteHandler<typeof routes.verify, AppEnv> = async (c) => {
  const { token } = c.req.valid('json');
  const { username, expiresAt } = await authService.verifyToken(token);
  return c.json({ valid: true as const, username, expires_at: expiresAt }, 200);
};
