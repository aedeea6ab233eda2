import { routerOf } from '../lib/routes';
import * as handlers from './partners.handlers';
import * as routes from './partners.routes';

export default routerOf(routes, handlers, ['create', 'patch', 'remove']);
