import { createRouter } from '../lib/router';
import * as handlers from './file-storage.handlers';
import * as routes from './file-storage.routes';

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.uploadFile, handlers.uploadFile)
  .openapi(routes.uploadRobots, handlers.uploadRobots)
  .openapi(routes.downloadRobots, handlers.downloadRobots);

export default router;
