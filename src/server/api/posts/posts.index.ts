import { routerOf } from '../lib/routes';
import * as handlers from './posts.handlers';
import * as routes from './posts.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
export default routerOf(routes, handlers, ['list', 'create', 'randomByCategory', 'bySlug', 'byId', 'patch', 'remove', 'similarStores']);
