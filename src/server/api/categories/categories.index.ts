import { createRouter } from '../lib/router';
import * as handlers from './categories.handlers';
import * as routes from './categories.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.homepage, handlers.homepage)
  .openapi(routes.inHeader, handlers.inHeader)
  .openapi(routes.homepageSlider, handlers.homepageSlider)
  .openapi(routes.bySlug, handlers.bySlug)
  .openapi(routes.byId, handlers.byId)
  .openapi(routes.promotionsCounts, handlers.promotionsCounts);

export default router;
