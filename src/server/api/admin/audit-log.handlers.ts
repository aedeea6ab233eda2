import type { RouteHandler } from '@hono/zod-openapi';
import { auditLogFacets } from '@/server/services/audit';
import type { AppEnv } from '../lib/router';
import type * as routes from './audit-log.routes';

export const facets: RouteHandler<typeof routes.facets, AppEnv> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await auditLogFacets(), 200);
};
