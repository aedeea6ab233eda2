import { createRouter } from '../lib/router';
import * as handlers from './posts.handlers';
import * as routes from './posts.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.randomByCategory, handlers.randomByCategory)
  .openapi(routes.bySlug, handlers.bySlug)
  .openapi(routes.byId, handlers.byId)
  .openapi(routes.similarStores, handlers.similarStores);

export default router;
