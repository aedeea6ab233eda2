import { routerOf } from '../lib/routes';
import * as handlers from './feeds.handlers';
import * as routes from './feeds.routes';

export default routerOf(routes, handlers, ['getFeed', 'putFeed', 'startRun', 'listRuns', 'getRun']);
