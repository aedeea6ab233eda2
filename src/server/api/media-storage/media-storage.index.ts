import { routerOf } from '../lib/routes';
import * as handlers from './media-storage.handlers';
import * as routes from './media-storage.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
export default routerOf(routes, handlers, ['list', 'searchByName', 'uploadIcon', 'remove']);
