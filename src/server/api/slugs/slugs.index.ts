import { createRouter } from '../lib/router';
import * as handlers from './slugs.handlers';
import * as routes from './slugs.routes';

const router = createRouter().openapi(routes.resolve, handlers.resolve);

export default router;
