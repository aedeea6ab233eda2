import { createRouter } from '../lib/router';
import * as handlers from './media-storage.handlers';
import * as routes from './media-storage.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.searchByName, handlers.searchByName)
  .openapi(routes.uploadIcon, handlers.uploadIcon)
  .openapi(routes.remove, handlers.remove);

export default router;
