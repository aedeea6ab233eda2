import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError } from '@/server/errors';
import { recordCouponUse } from '@/server/services/coupons';
import { clientHash } from '../lib/client';
import type { AppEnv } from '../lib/router';
import type * as routes from './coupons.routes';

export const useCoupon: RouteHandler<typeof routes.useCoupon, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const use = await recordCouponUse(language, id, clientHash(c));
  if (!use) throw new NotFoundError(`No coupon ${id} in ${language}`);
  // A write: no cache may answer it in our place.
  c.header('Cache-Control', 'no-store');
  return c.json(use, 200);
};
