import { createRouter } from '../lib/router';
import * as handlers from './destinations.handlers';
import * as routes from './destinations.routes';

// Fixed paths before `{slug}`: the first registered route that matches answers.
const router = createRouter()
  .openapi(routes.locations, handlers.locations)
  .openapi(routes.topLocations, handlers.topLocations)
  .openapi(routes.homepageSliders, handlers.homepageSliders)
  .openapi(routes.byContinent, handlers.byContinent)
  .openapi(routes.location, handlers.location)
  .openapi(routes.sublocations, handlers.sublocations)
  .openapi(routes.sublocation, handlers.sublocation)
  .openapi(routes.tree, handlers.tree);

export default router;
