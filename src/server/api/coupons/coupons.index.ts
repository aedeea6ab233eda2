import { routerOf } from '../lib/routes';
import * as handlers from './coupons.handlers';
import * as routes from './coupons.routes';

const router = routerOf(routes, handlers, ['useCoupon', 'useCouponByGet']);

export default router;
