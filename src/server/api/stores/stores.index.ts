import { routerOf } from '../lib/routes';
import * as handlers from './stores.handlers';
import * as routes from './stores.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
export default routerOf(routes, handlers, ['list', 'create', 'top', 'proposed', 'bySlug', 'share', 'byId', 'replace', 'patch', 'remove', 'promotionsCounts', 'updateRating', 'visitorRating']);
