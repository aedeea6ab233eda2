import { routerOf } from '../lib/routes';
import * as handlers from './outbound-clicks.handlers';
import * as routes from './outbound-clicks.routes';

export default routerOf(routes, handlers, ['counts']);
