import { routerOf } from '../lib/routes';
import * as handlers from './datafeed.handlers';
import * as routes from './datafeed.routes';

export default routerOf(routes, handlers, ['propertyFacets', 'propertyComparison', 'propertyPlaces', 'properties', 'serviceTypes', 'propertyCategories', 'partners']);
