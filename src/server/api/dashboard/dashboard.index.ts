import { routerOf } from '../lib/routes';
import * as handlers from './dashboard.handlers';
import * as routes from './dashboard.routes';

export default routerOf(routes, handlers, ['figures']);
