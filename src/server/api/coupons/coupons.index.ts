import { createRouter } from '../lib/router';
import * as handlers from './coupons.handlers';
import * as routes from './coupons.routes';

const router = createRouter().openapi(routes.useCoupon, handlers.useCoupon);

export default router;
