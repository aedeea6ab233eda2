import { routerOf } from '../lib/routes';
import * as handlers from './slugs.handlers';
import * as routes from './slugs.routes';

export default routerOf(routes, handlers, ['resolve']);
