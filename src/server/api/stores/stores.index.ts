import { createRouter } from '../lib/router';
import * as handlers from './stores.handlers';
import * as routes from './stores.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.top, handlers.top)
  .openapi(routes.bySlug, handlers.bySlug)
  .openapi(routes.share, handlers.share)
  .openapi(routes.byId, handlers.byId)
  .openapi(routes.patch, handlers.patch)
  .openapi(routes.promotionsCounts, handlers.promotionsCounts)
  .openapi(routes.updateRating, handlers.updateRating);

export default router;
