import { adminRoute, errorsOf } from '../lib/routes';
import { json, paginated } from '../lib/schemas';
import { auditLogEntrySchema, auditLogQuery } from './audit-log.schemas';

export const list = adminRoute({
  method: 'get',
  path: '/audit_log/',
  tags: ['audit log'],
  summary: 'Every write made through the API with a token, newest first: who, when, what and the fields it changed',
  request: { query: auditLogQuery },
  responses: { 200: json(paginated(auditLogEntrySchema, 'AuditLogEntry')), ...errorsOf(400, 401) },
});
