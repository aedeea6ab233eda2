import { createMiddleware } from 'hono/factory';
import { verifyToken } from '@/server/services/auth';
import { UnauthorizedError } from '@/server/errors';
import type { AppEnv } from './router';

/** Writes need `Authorization: Bearer <token>` from POST /api/auth-jwt/ (DESIGN §7). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^(?:Bearer|JWT)\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError();
  const { adminId } = await verifyToken(match[1]);
  c.set('adminId', adminId);
  await next();
});
