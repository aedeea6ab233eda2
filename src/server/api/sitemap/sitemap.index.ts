import { routerOf } from '../lib/routes';
import * as handlers from './sitemap.handlers';
import * as routes from './sitemap.routes';

export default routerOf(routes, handlers, ['htmlSitemap']);
