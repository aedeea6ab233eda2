import { createRouter } from '../lib/router';
import * as handlers from './breadcrumbs.handlers';
import * as routes from './breadcrumbs.routes';

const router = createRouter().openapi(routes.trail, handlers.trail);

export default router;
