import { routerOf } from '../lib/routes';
import * as handlers from './destinations.handlers';
import * as routes from './destinations.routes';

// Fixed paths before `{slug}`: the first registered route that matches answers.
export default routerOf(routes, handlers, ['locations', 'topLocations', 'homepageSliders', 'byContinent', 'location', 'sublocations', 'sublocation', 'tree', 'create', 'patch', 'remove', 'addFaqItem', 'replaceFaqItem', 'removeFaqItem']);
