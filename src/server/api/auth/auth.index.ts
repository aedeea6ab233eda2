import { createRouter } from '../lib/router';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

const router = createRouter().openapi(routes.login, handlers.login).openapi(routes.verify, handlers.verify);

export default router;
