import { getNotAllowed } from '../lib/post-only';
import { createRouter } from '../lib/router';
import * as handlers from './promotions.handlers';
import * as routes from './promotions.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.bulkDestroy, handlers.bulkDestroy)
  .openapi(routes.searchByName, handlers.searchByName)
  .openapi(routes.searchByStore, handlers.searchByStore)
  .openapi(routes.searchPromotionsStoresByName, handlers.searchPromotionsStoresByName)
  .openapi(routes.sharePromotion, handlers.sharePromotion)
  .openapi(routes.sliderPromotions, handlers.sliderPromotions)
  .openapi(routes.homepage, handlers.homepage)
  .openapi(routes.dealOfMonth, handlers.dealOfMonth)
  .openapi(routes.byId, handlers.byId)
  .openapi(routes.replace, handlers.replace)
  .openapi(routes.patch, handlers.patch)
  .openapi(routes.byCategory, handlers.byCategory)
  .openapi(routes.byHomepageCategory, handlers.byHomepageCategory)
  .openapi(routes.latestOffersByCategory, handlers.latestOffersByCategory)
  .openapi(routes.byStore, handlers.byStore)
  .openapi(routes.relatedOffers, handlers.relatedOffers)
  .openapi(routes.expiredPromotionsByStore, handlers.expiredPromotionsByStore)
  .openapi(routes.latestPromotionsByStore, handlers.latestPromotionsByStore)
  .openapi(routes.useOffer, handlers.useOffer);

// SPEC §7 names it a GET; that GET now answers 405 (the route's description says why).
router.get('/promotions/:id/use_offer/', getNotAllowed);

export default router;
