import { routerOf } from '../lib/routes';
import * as handlers from './store-alerts.handlers';
import * as routes from './store-alerts.routes';

export default routerOf(routes, handlers, ['subscribe', 'confirm', 'unsubscribe', 'unsubscribeLink', 'list']);
