import { routerOf } from '../lib/routes';
import * as handlers from './contact.handlers';
import * as routes from './contact.routes';

export default routerOf(routes, handlers, ['list']);
