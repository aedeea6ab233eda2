import { getNotAllowed } from '../lib/post-only';
import { routerOf } from '../lib/routes';
import * as handlers from './promotions.handlers';
import * as routes from './promotions.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = routerOf(routes, handlers, [
  'list', 'create', 'bulkDestroy', 'searchByName', 'searchByStore', 'searchPromotionsStoresByName',
  'sharePromotion', 'sliderPromotions', 'homepage', 'dealOfMonth',
  'byId', 'replace', 'patch', 'byCategory', 'byHomepageCategory', 'latestOffersByCategory',
  'byStore', 'relatedOffers', 'expiredPromotionsByStore', 'latestPromotionsByStore', 'useOffer',
]);

// SPEC §7 names it a GET; that GET now answers 405 (the route's description says why).
router.get('/promotions/:id/use_offer/', getNotAllowed);

export default router;
