import { getNotAllowed } from '../lib/post-only';
import { routerOf } from '../lib/routes';
import * as handlers from './coupons.handlers';
import * as routes from './coupons.routes';

const router = routerOf(routes, handlers, ['useCoupon']);

// SPEC §7 names it a GET; that GET now answers 405 (the route's description says why).
router.get('/coupons/:id/use_coupon/', getNotAllowed);

export default router;
