import { routerOf } from '../lib/routes';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

export default routerOf(routes, handlers, ['login', 'verify', 'renew', 'me']);
