import { routerOf } from '../lib/routes';
import * as handlers from './newsletter.handlers';
import * as routes from './newsletter.routes';

export default routerOf(routes, handlers, ['subscribe', 'confirm', 'unsubscribe', 'unsubscribeLink']);
