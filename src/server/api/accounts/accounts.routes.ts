import { adminRoute, errorsOf } from '../lib/routes';
import { idParam, json, jsonBody, pageQuery, paginated } from '../lib/schemas';
import { accountCreateSchema, accountPatchSchema, accountSchema } from './accounts.schemas';

const tags = ['accounts'];

export const list = adminRoute({
  method: 'get',
  path: '/accounts/',
  tags,
  role: 'admin',
  summary: 'The back-office’s accounts, by username',
  request: { query: pageQuery() },
  responses: { 200: json(paginated(accountSchema, 'Account')), ...errorsOf(400, 401) },
});

export const create = adminRoute({
  method: 'post',
  path: '/accounts/',
  tags,
  role: 'admin',
  summary: 'Creates an account with its role; 409 when the username is taken',
  request: { body: jsonBody(accountCreateSchema) },
  responses: { 201: json(accountSchema, 'Created'), ...errorsOf(401, 409, 422) },
});

export const patch = adminRoute({
  method: 'patch',
  path: '/accounts/{id}/',
  tags,
  role: 'admin',
  summary: 'Changes an account’s role, or disables it (`is_active: false`: its tokens stop working at once)',
  description: 'An admin’s own account is changed by another admin: 409.',
  request: { params: idParam, body: jsonBody(accountPatchSchema) },
  responses: { 200: json(accountSchema), ...errorsOf(400, 401, 404, 409, 422) },
});
