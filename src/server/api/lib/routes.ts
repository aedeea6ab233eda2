import { createRoute, type RouteConfig, type RouteHandler, type z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AccountRole } from '@/lib/roles';
import { requireAccount, requireRole } from './auth';
import { rateLimit } from './rate-limit';
import { createRouter, type AppEnv } from './router';
import { adminOnly, errors, idParam, json, jsonBody, languageQuery, slugParam } from './schemas';

type ErrorStatus = keyof typeof errors;

/** The error answers of a route, by status: `{ ...errorsOf(400, 404) }`. */
export function errorsOf<S extends ErrorStatus>(...statuses: S[]): Pick<typeof errors, S> {
  return Object.fromEntries(statuses.map((status) => [status, errors[status]])) as Pick<typeof errors, S>;
}

type Query = z.ZodObject;
type Request = { params?: z.ZodObject; query?: z.ZodObject };

/**
 * The public reads of one resource (tagged `tags`), each on one line: a GET that answers `response`
 * or 400 for a malformed query or path (`get`), and one that may also answer 404 (`find`, and its
 * `bySlug`/`byId` forms, whose path names `{slug}` or `{id}`). The query is `language` alone unless
 * another is given.
 */
export function publicReads(tags: string[]) {
  const read = <P extends string, R extends Request, S extends RouteConfig['responses']>(path: P, summary: string, request: R, responses: S) =>
    createRoute({ method: 'get', path, tags, summary, request, responses });

  const get = <P extends string, T extends z.ZodType, Q extends Query = typeof languageQuery>(path: P, summary: string, response: T, query?: Q) =>
    read(path, summary, { query: (query ?? languageQuery) as Q }, { 200: json(response), ...errorsOf(400) });

  const find = <P extends string, T extends z.ZodType, R extends Request = { query: typeof languageQuery }>(path: P, summary: string, response: T, request?: R) =>
    read(path, summary, (request ?? { query: languageQuery }) as R, { 200: json(response), ...errorsOf(400, 404) });

  const bySlug = <P extends string, T extends z.ZodType, Q extends Query = typeof languageQuery>(path: P, summary: string, response: T, query?: Q) =>
    find(path, summary, response, { params: slugParam, query: (query ?? languageQuery) as Q });

  const byId = <P extends string, T extends z.ZodType, Q extends Query = typeof languageQuery>(path: P, summary: string, response: T, query?: Q) =>
    find(path, summary, response, { params: idParam, query: (query ?? languageQuery) as Q });

  return { get, find, bySlug, byId };
}

/**
 * A form a visitor sends (a proposal, a message): a rate-limited POST of `body` in `language`,
 * answered 201 with `response` (described as `described`), or 400, 422, 429.
 */
export function publicForm<P extends string, B extends z.ZodType, T extends z.ZodType>(
  tags: string[],
  path: P,
  summary: string,
  limit: string,
  body: B,
  response: T,
  described: string,
) {
  return createRoute({
    method: 'post',
    path,
    tags,
    summary,
    middleware: [rateLimit(limit)] as const,
    request: { query: languageQuery, body: jsonBody(body) },
    responses: { 201: json(response, described), ...errorsOf(400, 422, 429) },
  });
}

type EditorRoute = Omit<RouteConfig, 'security' | 'middleware'> & {
  /** The least role the route needs: `editor` (any account) unless said otherwise. */
  role?: AccountRole;
};

/**
 * A route for the back-office's accounts: documented as needing a token, and refused with 401
 * without a valid one, with 403 when it needs the admin role and the account is an editor; `more`
 * middleware (an upload's size limit) runs after those checks.
 */
export function adminRoute<P extends string, R extends EditorRoute & { path: P }, M extends MiddlewareHandler[] = []>(
  route: R,
  ...more: M
) {
  const { role = 'editor', ...config } = route;
  if (role === 'editor') return createRoute({ ...config, security: adminOnly, middleware: [requireAccount, ...more] as const });
  return createRoute({
    ...config,
    description: [config.description, 'Admin role only: an editor’s token answers 403.'].filter(Boolean).join(' '),
    responses: { ...config.responses, 403: errors[403] },
    security: adminOnly,
    middleware: [requireAccount, requireRole(role), ...more] as const,
  });
}

type Handlers<R, N extends keyof R> = { [K in N]: R[K] extends RouteConfig ? RouteHandler<R[K], AppEnv> : never };

/**
 * Registers on `router` the route of each name in `names`, in that order, with the handler of the
 * same name. Order matters: the first registered route that matches answers, so fixed paths come
 * before `{id}`.
 */
export function withRoutes<R extends { [K in N]: RouteConfig }, N extends keyof R & string>(
  router: OpenAPIHono<AppEnv>,
  routes: R,
  handlers: Handlers<R, N>,
  names: readonly N[],
) {
  for (const name of names) router.openapi(routes[name], handlers[name] as never);
  return router;
}

/** A router of the routes of one resource module, wired as `withRoutes` does. */
export function routerOf<R extends { [K in N]: RouteConfig }, N extends keyof R & string>(
  routes: R,
  handlers: Handlers<R, N>,
  names: readonly N[],
) {
  return withRoutes(createRouter(), routes, handlers, names);
}
