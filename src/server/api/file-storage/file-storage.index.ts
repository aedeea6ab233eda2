import { routerOf } from '../lib/routes';
import * as handlers from './file-storage.handlers';
import * as routes from './file-storage.routes';

export default routerOf(routes, handlers, ['list', 'uploadFile', 'uploadRobots', 'downloadRobots']);
