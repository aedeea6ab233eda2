import { OpenAPIHono } from '@hono/zod-openapi';
import { BadRequestError, ValidationError } from '@/server/errors';

export type AppEnv = { Variables: { adminId?: number } };

/**
 * A router whose validation failures become our error format: a malformed query or path
 * is a 400, an invalid body a 422 (DESIGN §6). Never a 500.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
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
}
