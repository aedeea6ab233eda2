import { routerOf } from '../lib/routes';
import * as handlers from './blog-categories.handlers';
import * as routes from './blog-categories.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
export default routerOf(routes, handlers, ['list', 'create', 'featured', 'bySlug', 'byId', 'posts']);
