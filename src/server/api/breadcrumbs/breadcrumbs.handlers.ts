import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError, quote } from '@/server/errors';
import { breadcrumbsFor } from '@/server/services/breadcrumbs';
import type { AppEnv } from '../lib/router';
import type * as routes from './breadcrumbs.routes';

export const trail: RouteHandler<typeof routes.trail, AppEnv> = async (c) => {
  const { language, slug, entity_type, parent } = c.req.valid('query');
  const crumbs = await breadcrumbsFor(language, { slug, entityType: entity_type, parent });
  if (!crumbs) throw new NotFoundError(`No ${entity_type ?? 'entity'} ${quote(slug)} in ${language}`);
  return c.json(crumbs, 200);
};
