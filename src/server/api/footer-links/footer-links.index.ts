import { routerOf } from '../lib/routes';
import * as handlers from './footer-links.handlers';
import * as routes from './footer-links.routes';

export default routerOf(routes, handlers, ['create', 'patch', 'remove']);
