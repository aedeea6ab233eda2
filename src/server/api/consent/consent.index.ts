import { routerOf } from '../lib/routes';
import * as handlers from './consent.handlers';
import * as routes from './consent.routes';

export default routerOf(routes, handlers, ['record', 'list']);
