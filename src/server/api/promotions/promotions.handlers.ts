import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Locale } from '@/lib/locales';
import { NotFoundError } from '@/server/errors';
import { recordOfferUse } from '@/server/services/coupons';
import { flaggedPromotions, promotionTrust, votePromotion } from '@/server/services/promotion-votes';
import * as promotionsService from '@/server/services/promotions';
import { createPromotion, deletePromotions, patchPromotion, replacePromotion } from '@/server/services/promotions-admin';
import {
  searchPromotionsByName,
  searchPromotionsByStore,
  searchStoresAndPromotions,
} from '@/server/services/promotions-search';
import { sharePromotion as storeSharedPromotion } from '@/server/services/promotions-share';
import { clientHash, cookieVisitorHash, visitorHash } from '../lib/client';
import { requireCaptcha } from '../lib/captcha';
import type { AppEnv } from '../lib/router';
import type * as routes from './promotions.routes';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new NotFoundError(`No ${what}`);
  return value;
}

export const list: Handler<typeof routes.list> = async (c) => {
  const { language, page, size, type, store, status } = c.req.valid('query');
  return c.json(await promotionsService.listPromotions(language, { page, size, type, storeId: store, status }), 200);
};

export const create: Handler<typeof routes.create> = async (c) => {
  return c.json(await createPromotion(c.req.valid('json')), 201);
};

export const bulkDestroy: Handler<typeof routes.bulkDestroy> = async (c) => {
  const { promotions } = c.req.valid('json');
  return c.json({ deleted: await deletePromotions(promotions) }, 200);
};

export const searchByName: Handler<typeof routes.searchByName> = async (c) => {
  const { language, name } = c.req.valid('query');
  return c.json(await searchPromotionsByName(language, name), 200);
};

export const searchByStore: Handler<typeof routes.searchByStore> = async (c) => {
  const { language, store, page, size } = c.req.valid('query');
  return c.json(await searchPromotionsByStore(language, store, { page, size }), 200);
};

export const searchPromotionsStoresByName: Handler<typeof routes.searchPromotionsStoresByName> = async (c) => {
  const { language, name } = c.req.valid('query');
  return c.json(await searchStoresAndPromotions(language, name), 200);
};

export const sharePromotion: Handler<typeof routes.sharePromotion> = async (c) => {
  const { language } = c.req.valid('query');
  const { captcha, ...proposal } = c.req.valid('json');
  await requireCaptcha(captcha);
  return c.json(await storeSharedPromotion(language, proposal, clientHash(c)), 201);
};

export const sliderPromotions: Handler<typeof routes.sliderPromotions> = async (c) => {
  const { language, page, size } = c.req.valid('query');
  return c.json(await promotionsService.sliderPromotions(language, { page, size }), 200);
};

export const homepage: Handler<typeof routes.homepage> = async (c) => {
  const { language, page, size, type } = c.req.valid('query');
  return c.json(await promotionsService.homepagePromotions(language, { page, size, type }), 200);
};

export const dealOfMonth: Handler<typeof routes.dealOfMonth> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(found(await promotionsService.dealOfMonth(language), `deal of the month in ${language}`), 200);
};

export const byId: Handler<typeof routes.byId> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  return c.json(found(await promotionsService.getPromotion(language, id), `promotion ${id} in ${language}`), 200);
};

export const replace: Handler<typeof routes.replace> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await replacePromotion(id, c.req.valid('json')), 200);
};

export const patch: Handler<typeof routes.patch> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await patchPromotion(id, c.req.valid('json')), 200);
};

export const byCategory: Handler<typeof routes.byCategory> = async (c) => {
  const { id } = c.req.valid('param');
  const { language, page, size, type } = c.req.valid('query');
  const result = await promotionsService.promotionsByCategory(language, id, { page, size, type });
  return c.json(found(result, `category ${id} in ${language}`), 200);
};

export const byHomepageCategory: Handler<typeof routes.byHomepageCategory> = async (c) => {
  const { id } = c.req.valid('param');
  const { language, page, size, type } = c.req.valid('query');
  const result = await promotionsService.promotionsByCategory(language, id, { page, size, type, order: 'latest' });
  return c.json(found(result, `category ${id} in ${language}`), 200);
};

export const latestOffersByCategory: Handler<typeof routes.latestOffersByCategory> = async (c) => {
  const { id } = c.req.valid('param');
  const { language, page, size } = c.req.valid('query');
  const result = await promotionsService.promotionsByCategory(language, id, {
    page,
    size,
    type: 'offer',
    order: 'latest',
  });
  return c.json(found(result, `category ${id} in ${language}`), 200);
};

export const byStore: Handler<typeof routes.byStore> = async (c) => {
  const { id } = c.req.valid('param');
  const { language, page, size, type } = c.req.valid('query');
  const result = await promotionsService.promotionsByStore(language, id, { page, size, type });
  return c.json(found(result, `store ${id} in ${language}`), 200);
};

export const relatedOffers: Handler<typeof routes.relatedOffers> = async (c) => {
  const { id } = c.req.valid('param');
  const { language, page, size, type } = c.req.valid('query');
  const result = await promotionsService.relatedOffers(language, id, { page, size, type });
  return c.json(found(result, `store ${id} in ${language}`), 200);
};

export const expiredPromotionsByStore: Handler<typeof routes.expiredPromotionsByStore> = async (c) => {
  const { id } = c.req.valid('param');
  const { language, page, size, type } = c.req.valid('query');
  const result = await promotionsService.expiredPromotionsByStore(language, id, { page, size, type });
  return c.json(found(result, `store ${id} in ${language}`), 200);
};

export const latestPromotionsByStore: Handler<typeof routes.latestPromotionsByStore> = async (c) => {
  const { id } = c.req.valid('param');
  const { language, page, size, type } = c.req.valid('query');
  const result = await promotionsService.promotionsByStore(language, id, { page, size, type, order: 'latest' });
  return c.json(found(result, `store ${id} in ${language}`), 200);
};

/** Either method of use_offer: the use recorded, and the same answer. */
async function useOfferAnswer(c: Context<AppEnv>, id: number, language: Locale) {
  const use = found(await recordOfferUse(language, id, clientHash(c)), `promotion ${id} with a coupon in ${language}`);
  // A write: no cache may answer it in our place.
  c.header('Cache-Control', 'no-store');
  return c.json(use, 200);
}

export const useOffer: Handler<typeof routes.useOffer> = (c) =>
  useOfferAnswer(c, c.req.valid('param').id, c.req.valid('query').language);

export const useOfferByGet: Handler<typeof routes.useOfferByGet> = (c) =>
  useOfferAnswer(c, c.req.valid('param').id, c.req.valid('query').language);

export const trust: Handler<typeof routes.trust> = async (c) => {
  const { language, ids } = c.req.valid('query');
  const voter = cookieVisitorHash(c);
  const figures = await promotionTrust(language, ids, voter);
  // The figures move with every vote and use, so a minute of staleness at most; an answer holding
  // a visitor's own vote is theirs alone. Caches must tell the two apart by the cookie.
  c.header('Cache-Control', voter === null ? 'public, max-age=60' : 'private, no-store');
  c.header('Vary', 'Cookie');
  return c.json({ items: Object.fromEntries([...figures].map(([id, row]) => [String(id), row])) }, 200);
};

export const flagged: Handler<typeof routes.flagged> = async (c) => {
  const { language, page, size } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await flaggedPromotions(language, { page, size }), 200);
};

export const vote: Handler<typeof routes.vote> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const { worked } = c.req.valid('json');
  return c.json(await votePromotion(language, id, visitorHash(c), worked), 200);
};
