import type { RouteHandler } from '@hono/zod-openapi';
import { RETRY_AFTER_SECONDS } from '@/server/db/availability';
import { readiness } from '@/server/services/health';
import type { AppEnv } from '../lib/router';
import type * as routes from './health.routes';

/** Probes answer what holds now, to every caller: no cache may keep them. */
const NO_STORE = 'no-store';

export const health: RouteHandler<typeof routes.health, AppEnv> = (c) => {
  c.header('Cache-Control', NO_STORE);
  return c.json({ status: 'ok' as const }, 200);
};

export const ready: RouteHandler<typeof routes.ready, AppEnv> = async (c) => {
  c.header('Cache-Control', NO_STORE);
  const { ready: isReady, checks } = await readiness();
  if (isReady) return c.json({ status: 'ready' as const, checks }, 200);
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return c.json({ status: 'not_ready' as const, checks }, 503);
};
