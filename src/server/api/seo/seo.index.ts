import { createRouter } from '../lib/router';
import { withRoutes } from '../lib/routes';
import * as redirectionHandlers from './redirections.handlers';
import * as redirectionRoutes from './redirections.routes';
import * as handlers from './seo.handlers';
import * as routes from './seo.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = withRoutes(createRouter(), redirectionRoutes, redirectionHandlers, ['list', 'search', 'rules', 'create', 'update', 'remove']);
for (const kind of ['store', 'promotionCategory', 'blogPostCategory', 'blogPost'] as const) {
  withRoutes(router, routes[kind], handlers[kind], ['list', 'patch']);
}

export default router;
