import { routerOf } from '../lib/routes';
import * as handlers from './categories.handlers';
import * as routes from './categories.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
export default routerOf(routes, handlers, ['list', 'homepage', 'inHeader', 'homepageSlider', 'bySlug', 'byId', 'promotionsCounts']);
