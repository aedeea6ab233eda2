import { routerOf } from '../lib/routes';
import * as handlers from './health.handlers';
import * as routes from './health.routes';

export default routerOf(routes, handlers, ['health', 'ready']);
