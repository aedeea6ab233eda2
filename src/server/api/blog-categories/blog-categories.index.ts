import { createRouter } from '../lib/router';
import * as handlers from './blog-categories.handlers';
import * as routes from './blog-categories.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.featured, handlers.featured)
  .openapi(routes.bySlug, handlers.bySlug)
  .openapi(routes.byId, handlers.byId)
  .openapi(routes.posts, handlers.posts);

export default router;
