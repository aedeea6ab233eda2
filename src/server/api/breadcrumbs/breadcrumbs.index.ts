import { routerOf } from '../lib/routes';
import * as handlers from './breadcrumbs.handlers';
import * as routes from './breadcrumbs.routes';

export default routerOf(routes, handlers, ['trail']);
