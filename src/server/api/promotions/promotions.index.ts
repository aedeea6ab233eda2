import { routerOf } from '../lib/routes';
import * as handlers from './promotions.handlers';
import * as routes from './promotions.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = routerOf(routes, handlers, [
  'list', 'create', 'bulkDestroy', 'searchByName', 'searchByStore', 'searchPromotionsStoresByName',
  'sharePromotion', 'sliderPromotions', 'homepage', 'dealOfMonth', 'trust', 'flagged',
  'byId', 'replace', 'patch', 'byCategory', 'byHomepageCategory', 'latestOffersByCategory',
  'byStore', 'relatedOffers', 'expiredPromotionsByStore', 'latestPromotionsByStore', 'useOffer', 'useOfferByGet', 'vote',
]);

export default router;
