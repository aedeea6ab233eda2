import { OpenAPIHono } from '@hono/zod-openapi';
import type { AccountRole } from '@/lib/roles';
import { BadRequestError, ValidationError } from '@/server/errors';
import { errors } from './schemas';

/** The signed-in account of a request that sent a valid token (lib/auth.ts). */
export type SignedInAccount = { id: number; username: string; role: AccountRole };

export type AppEnv = { Variables: { account?: SignedInAccount } };

type RouteDefinition = Parameters<OpenAPIHono['openAPIRegistry']['registerPath']>[0];

/**
 * Every operation that takes a request body may answer 413, whatever it takes (lib/body-limit.ts
 * refuses JSON over 64 KB on every route, lib/upload.ts an upload over its file limit), so the
 * document says so here, once, rather than in each route.
 */
function withBodyLimitAnswer(route: RouteDefinition): RouteDefinition {
  if (!route.request?.body || route.responses[413]) return route;
  return { ...route, responses: { ...route.responses, 413: errors[413] } };
}

/**
 * A router whose validation failures become our error format: a malformed query or path
 * is a 400, an invalid body a 422 (DESIGN §6). Never a 500. Its routes that take a body are
 * documented with the 413 of the body limit.
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const details = result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      if (result.target === 'json' || result.target === 'form') {
        throw new ValidationError('Invalid body', details);
      }
      throw new BadRequestError(`Invalid ${result.target}`, details);
    },
  });
  const registry = router.openAPIRegistry;
  const registerPath = registry.registerPath.bind(registry);
  registry.registerPath = (route) => registerPath(withBodyLimitAnswer(route));
  return router;
}
