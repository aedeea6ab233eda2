import { createRouter } from '../lib/router';
import * as handlers from './search.handlers';
import * as routes from './search.routes';

const router = createRouter().openapi(routes.search, handlers.search);

export default router;
