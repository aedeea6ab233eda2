import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError } from '@/server/errors';
import { categoryFamily } from '@/server/services/categories-admin';
import { destinationFamily, listContinentChoices } from '@/server/services/destinations-admin';
import { readLanding } from '@/server/services/landing-pages-admin';
import { type LandingKind, listLandingRows } from '@/server/services/landing-pages-admin-list';
import type { AppEnv } from '../lib/router';
import type * as routes from './landing-pages.routes';

// Both families' routes take the same requests (landing-pages.routes.ts); the categories' stand for both.
type Routes = typeof routes.categories;

/** The handlers of one family's reads. */
function landingHandlers(kind: LandingKind, read: (id: number) => Promise<object | null>) {
  const list: RouteHandler<Routes['list'], AppEnv> = async (c) => {
    const { language, page, size, ordering, ...filters } = c.req.valid('query');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listLandingRows(kind, language, filters, { page, size, ordering }), 200);
  };
  const record: RouteHandler<Routes['record'], AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    const found = await read(id);
    if (!found) throw new NotFoundError(`No ${kind} ${id}`);
    c.header('Cache-Control', 'private, no-store');
    // Each family's record matches its own route's schema, which the categories' type cannot state.
    return c.json(found as never, 200);
  };
  return { list, record };
}

export const categories = landingHandlers('category', (id) => readLanding(categoryFamily, id));
export const destinations = landingHandlers('destination', (id) => readLanding(destinationFamily, id));

export const continents = {
  list: (async (c) => {
    const results = await listContinentChoices(c.req.valid('query').language);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ count: results.length, results }, 200);
  }) satisfies RouteHandler<typeof routes.continents.list, AppEnv>,
};
