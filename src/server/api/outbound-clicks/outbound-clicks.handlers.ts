import type { RouteHandler } from '@hono/zod-openapi';
import * as outboundService from '@/server/services/outbound';
import type { AppEnv } from '../lib/router';
import type * as routes from './outbound-clicks.routes';

export const counts: RouteHandler<typeof routes.counts, AppEnv> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await outboundService.clickCounts(kind, id), 200);
};
