import { routerOf } from '../lib/routes';
import * as handlers from './categories.handlers';
import * as routes from './categories.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
export default routerOf(routes, handlers, ['list', 'create', 'homepage', 'inHeader', 'homepageSlider', 'bySlug', 'byId', 'patch', 'remove', 'promotionsCounts', 'addFaqItem', 'replaceFaqItem', 'removeFaqItem']);
