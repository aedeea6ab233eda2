import { z } from '@hono/zod-openapi';
import { ACCOUNT_ROLES } from '@/lib/roles';
import { accountSchema } from '../accounts/accounts.schemas';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, json, pageQuery, paginated, queryBoolean } from '../lib/schemas';

const tags = ['admin'];

export const list = adminRoute({
  method: 'get',
  path: '/admin/accounts/',
  tags,
  role: 'admin',
  summary: 'The back-office’s accounts, by username; filtered by role, by access or by words of the username',
  request: {
    query: pageQuery().extend({
      role: z.enum(ACCOUNT_ROLES).optional(),
      is_active: queryBoolean.optional(),
      q: freeText(80).trim().min(1).optional(),
    }),
  },
  responses: { 200: json(paginated(accountSchema, 'AdminAccount')), ...errorsOf(400, 401) },
});

export const record = adminRoute({
  method: 'get',
  path: '/admin/accounts/{id}/',
  tags,
  role: 'admin',
  summary: 'An account (never its password)',
  request: { params: idParam },
  responses: { 200: json(accountSchema), ...errorsOf(400, 401, 404) },
});
