import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError, quote } from '@/server/errors';
import { resolveSlug } from '@/server/services/slugs';
import type { AppEnv } from '../lib/router';
import type * as routes from './slugs.routes';

export const resolve: RouteHandler<typeof routes.resolve, AppEnv> = async (c) => {
  const { language, slug, entity_type, parent } = c.req.valid('query');
  const resolved = await resolveSlug(language, { slug, entityType: entity_type, parent });
  if (!resolved) throw new NotFoundError(`No ${entity_type ?? 'entity'} ${quote(slug)} in ${language}`);
  const { chain: _chain, ...answer } = resolved;
  return c.json(answer, 200);
};
