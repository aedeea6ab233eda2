import { routerOf } from '../lib/routes';
import * as handlers from './search.handlers';
import * as routes from './search.routes';

export default routerOf(routes, handlers, ['search']);
