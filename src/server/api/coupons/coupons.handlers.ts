import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Locale } from '@/lib/locales';
import { NotFoundError } from '@/server/errors';
import { recordCouponUse } from '@/server/services/coupons';
import { clientHash } from '../lib/client';
import type { AppEnv } from '../lib/router';
import type * as routes from './coupons.routes';

/** Either method: the use recorded, and the same answer. */
async function useCouponAnswer(c: Context<AppEnv>, id: number, language: Locale) {
  const use = await recordCouponUse(language, id, clientHash(c));
  if (!use) throw new NotFoundError(`No coupon ${id} in ${language}`);
  // A write: no cache may answer it in our place.
  c.header('Cache-Control', 'no-store');
  return c.json(use, 200);
}

export const useCoupon: RouteHandler<typeof routes.useCoupon, AppEnv> = (c) =>
  useCouponAnswer(c, c.req.valid('param').id, c.req.valid('query').language);

export const useCouponByGet: RouteHandler<typeof routes.useCouponByGet, AppEnv> = (c) =>
  useCouponAnswer(c, c.req.valid('param').id, c.req.valid('query').language);
