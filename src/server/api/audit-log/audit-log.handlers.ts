import type { RouteHandler } from '@hono/zod-openapi';
import { listAuditLog } from '@/server/services/audit';
import type { AppEnv } from '../lib/router';
import type * as routes from './audit-log.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { page, size, editor, entity_type, entity_id } = c.req.valid('query');
  return c.json(await listAuditLog({ editor, entityType: entity_type, entityId: entity_id }, { page, size }), 200);
};
