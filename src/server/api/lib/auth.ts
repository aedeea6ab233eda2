import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isLocale } from '@/lib/locales';
import { type AccountRole, roleAllows } from '@/lib/roles';
import type { AuditAction } from '@/lib/audit-log';
import { type AuditActor, inAuditScope, recordRequestWrite } from '@/server/services/audit';
import { verifyToken } from '@/server/services/auth';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';
import type { AppEnv } from './router';

const ACTIONS: Record<string, AuditAction> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * Writes need `Authorization: Bearer <token>` from POST /api/auth-jwt/ (DESIGN §7). The rest of
 * the request runs in the account's audit scope: a write records itself (services/audit.ts), and
 * one that succeeds without doing so is recorded here, by what the request named.
 */
export const requireAccount = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^(?:Bearer|JWT)\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError();
  const { adminId, username, role } = await verifyToken(match[1]);
  c.set('account', { id: adminId, username, role });
  const actor: AuditActor = { accountId: adminId, username };
  const request = `${c.req.method} ${c.req.path}`;
  const { recorded } = await inAuditScope(actor, request, next);
  const action = ACTIONS[c.req.method];
  if (action && !recorded && c.res.status < 400) await recordRequestWrite(actor, request, describeWrite(c, action));
});

/** A write as its request names it: the resource path without its parameters, the `{id}`, the language and the body's fields. */
function describeWrite(c: Context<AppEnv>, action: AuditAction) {
  const resource = c.req.routePath
    .split('/')
    .filter((segment) => segment && segment !== 'api' && !segment.startsWith(':'))
    .join('/');
  const id = Number(c.req.param('id'));
  const language = c.req.query('language');
  // The validated JSON body, when the route took one; a streamed upload is never read again here.
  const body: unknown = c.req.valid('json' as never);
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort() : [];
  return { action, resource, entityId: Number.isSafeInteger(id) ? id : null, locale: isLocale(language) ? language : null, fields };
}

/** Refuses with 403 an account whose role does not allow the route; put it after `requireAccount`. */
export const requireRole = (role: AccountRole) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const account = c.get('account');
    if (!account) throw new UnauthorizedError();
    if (!roleAllows(account.role, role)) throw new ForbiddenError(`This needs the ${role} role; the account is an ${account.role}`);
    await next();
  });
