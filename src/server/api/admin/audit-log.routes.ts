import { z } from '@hono/zod-openapi';
import { adminRoute, errorsOf } from '../lib/routes';
import { json } from '../lib/schemas';

export const facets = adminRoute({
  method: 'get',
  path: '/admin/audit_log/facets/',
  tags: ['admin'],
  summary: 'The usernames and entity types the audit log names: the choices of its `editor` and `entity_type` filters',
  responses: {
    200: json(z.object({ editors: z.array(z.string()), entity_types: z.array(z.string()) }).openapi('AuditLogFacets')),
    ...errorsOf(401),
  },
});
