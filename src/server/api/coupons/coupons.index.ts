import { getNotAllowed } from '../lib/post-only';
import { createRouter } from '../lib/router';
import * as handlers from './coupons.handlers';
import * as routes from './coupons.routes';

const router = createRouter().openapi(routes.useCoupon, handlers.useCoupon);

// SPEC §7 names it a GET; that GET now answers 405 (the route's description says why).
router.get('/coupons/:id/use_coupon/', getNotAllowed);

export default router;
