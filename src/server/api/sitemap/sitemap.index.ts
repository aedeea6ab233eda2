import { createRouter } from '../lib/router';
import * as handlers from './sitemap.handlers';
import * as routes from './sitemap.routes';

const router = createRouter().openapi(routes.htmlSitemap, handlers.htmlSitemap);

export default router;
