import { routerOf } from '../lib/routes';
import * as handlers from './audit-log.handlers';
import * as routes from './audit-log.routes';

export default routerOf(routes, handlers, ['list']);
