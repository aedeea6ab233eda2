import { createRouter } from '../lib/router';
import * as handlers from './health.handlers';
import * as routes from './health.routes';

const router = createRouter().openapi(routes.health, handlers.health).openapi(routes.ready, handlers.ready);

export default router;
