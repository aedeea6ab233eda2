import { routerOf } from '../lib/routes';
import * as handlers from './captcha.handlers';
import * as routes from './captcha.routes';

export default routerOf(routes, handlers, ['challenge']);
