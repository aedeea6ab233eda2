import { createRouter } from '../lib/router';
import * as handlers from './datafeed.handlers';
import * as routes from './datafeed.routes';

const router = createRouter()
  .openapi(routes.properties, handlers.properties)
  .openapi(routes.serviceTypes, handlers.serviceTypes)
  .openapi(routes.propertyCategories, handlers.propertyCategories)
  .openapi(routes.partners, handlers.partners);

export default router;
