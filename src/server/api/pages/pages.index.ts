import { routerOf } from '../lib/routes';
import * as handlers from './pages.handlers';
import * as routes from './pages.routes';

// Fixed paths before `{page}`: the first registered route that matches answers.
export default routerOf(routes, handlers, ['updatePage', 'homePageStores', 'homepageBanner', 'copyright', 'footerLinks', 'sendEmail', 'getPage']);
