import { routerOf } from '../lib/routes';
import * as handlers from './accounts.handlers';
import * as routes from './accounts.routes';

export default routerOf(routes, handlers, ['list', 'create', 'patch']);
