import { createRoute, z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { sharePromotionForm } from '@/lib/forms';
import { MAX_QUERY_LENGTH } from '@/server/services/lib/text-match';
import { requireAdmin } from '../lib/auth';
import { notFromOtherSites } from '../lib/post-only';
import { rateLimit } from '../lib/rate-limit';
import { adminOnly, errors, freeText, idParam, idQuery, json, jsonBody, languageQuery, listQuery } from '../lib/schemas';
import { couponUseLimit } from '../coupons/coupons.routes';
import { couponUseSchema } from '../coupons/coupons.schemas';
import {
  bulkDestroySchema,
  deletedCountSchema,
  promotionCreateSchema,
  promotionPageSchema,
  promotionPatchSchema,
  promotionRecordSchema,
  promotionReplaceSchema,
  promotionSchema,
  promotionTypeSchema,
  sharedPromotionSchema,
  storesAndPromotionsSchema,
} from './promotions.schemas';

const tags = ['promotions'];

const typedListQuery = (defaultSize?: number) => listQuery(defaultSize).extend({ type: promotionTypeSchema.optional() });

/** Empty or blank text is valid and finds nothing (SPEC §5: a search runs only on non-empty text). */
const searchText = freeText(MAX_QUERY_LENGTH);

const pathId = (description: string) =>
  z.object({ id: idQuery.openapi({ param: { name: 'id', in: 'path' }, description, example: 1 }) });

const categoryIdParam = pathId('A category id');
const storeIdParam = pathId('A store id');

const list200 = { 200: json(promotionPageSchema), 400: errors[400] };

/** A GET of `/promotions/{id}/<action>/`: promotions of one category or store, 404 when it is not in the locale. */
function byParent<A extends string, P extends z.ZodObject, Q extends z.ZodObject>(action: A, params: P, query: Q, summary: string) {
  return createRoute({
    method: 'get',
    path: `/promotions/{id}/${action}/` as `/promotions/{id}/${A}/`,
    tags,
    summary,
    request: { params, query },
    responses: { ...list200, 404: errors[404] },
  });
}

// Fixed paths.

export const list = createRoute({
  method: 'get',
  path: '/promotions/',
  tags,
  summary: 'Promotions by position; active ones unless `status` says otherwise',
  request: {
    query: typedListQuery().extend({
      store: idQuery.optional().openapi({ description: 'Only this store' }),
      status: z.enum(['active', 'expired', 'all']).default('active').openapi({
        description: '`all`: active and ended; a scheduled promotion (starts_at in the future) is never listed before it starts',
      }),
    }),
  },
  responses: list200,
});

export const create = createRoute({
  method: 'post',
  path: '/promotions/',
  tags,
  summary: 'Creates a promotion with its coupon, translations and categories',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(promotionCreateSchema) },
  responses: { 201: json(promotionRecordSchema, 'Created'), 401: errors[401], 422: errors[422] },
});

export const bulkDestroy = createRoute({
  method: 'post',
  path: '/promotions/bulk_destroy/',
  tags,
  summary: 'Deletes the listed promotions; unknown ids are skipped and not counted',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(bulkDestroySchema) },
  responses: { 200: json(deletedCountSchema), 401: errors[401], 422: errors[422] },
});

export const searchByName = createRoute({
  method: 'get',
  path: '/promotions/search_by_name/',
  tags,
  summary: `Active promotions whose title matches \`name\`, best first; at most ${PAGE_SIZE.searchByName}, \`count\` of all`,
  request: { query: languageQuery.extend({ name: searchText }) },
  responses: list200,
});

export const searchByStore = createRoute({
  method: 'get',
  path: '/promotions/search_by_store/',
  tags,
  summary: 'Active promotions of the stores whose name matches `store`, best matching store first',
  request: { query: listQuery().extend({ store: searchText }) },
  responses: list200,
});

export const searchPromotionsStoresByName = createRoute({
  method: 'get',
  path: '/promotions/search_promotions_stores_by_name/',
  tags,
  summary: `Stores and active promotions that match \`name\`, at most ${PAGE_SIZE.searchByName} of each`,
  request: { query: languageQuery.extend({ name: searchText }) },
  responses: { 200: json(storesAndPromotionsSchema), 400: errors[400] },
});

export const sharePromotion = createRoute({
  method: 'post',
  path: '/promotions/share_promotion/',
  tags,
  summary: 'A visitor proposes a promotion; kept for the editors. `company` must stay empty (honeypot)',
  middleware: [rateLimit('share_promotion')] as const,
  request: { query: languageQuery, body: jsonBody(sharePromotionForm) },
  responses: { 201: json(sharedPromotionSchema, 'Stored'), 400: errors[400], 422: errors[422], 429: errors[429] },
});

export const sliderPromotions = createRoute({
  method: 'get',
  path: '/promotions/slider_promotions/',
  tags,
  summary: 'Active promotions of the promotions slider, with store and slider image',
  request: { query: listQuery() },
  responses: list200,
});

export const homepage = createRoute({
  method: 'get',
  path: '/promotions/homepage/',
  tags,
  summary: 'Active promotions chosen for the home page',
  request: { query: typedListQuery() },
  responses: list200,
});

export const dealOfMonth = createRoute({
  method: 'get',
  path: '/promotions/deal_of_month/',
  tags,
  summary: 'The deal of the month: the newest active promotion flagged so; 404 when there is none',
  request: { query: languageQuery },
  responses: { 200: json(promotionSchema), 400: errors[400], 404: errors[404] },
});

// Paths under {id}: a promotion id, or a category or store id where the path says so.

/** The answers of a PUT or PATCH of one promotion: its new record, or why not. */
const rewritten = {
  200: json(promotionRecordSchema),
  400: errors[400],
  401: errors[401],
  404: errors[404],
  422: errors[422],
};

export const byId = createRoute({
  method: 'get',
  path: '/promotions/{id}/',
  tags,
  summary: 'A promotion by id, active or ended',
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(promotionSchema), 400: errors[400], 404: errors[404] },
});

export const replace = createRoute({
  method: 'put',
  path: '/promotions/{id}/',
  tags,
  summary: 'Replaces a promotion: what the body leaves out takes its default, locales left out are removed',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { params: idParam, body: jsonBody(promotionReplaceSchema) },
  responses: rewritten,
});

export const patch = createRoute({
  method: 'patch',
  path: '/promotions/{id}/',
  tags,
  summary: 'Changes the given fields; a locale set to null is removed',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { params: idParam, body: jsonBody(promotionPatchSchema) },
  responses: rewritten,
});

export const byCategory = byParent('by_category', categoryIdParam, typedListQuery(), 'Active promotions of a category and the categories under it');

export const byHomepageCategory = byParent('by_homepage_category', categoryIdParam, typedListQuery(PAGE_SIZE.related), "The newest active promotions of a category, for the home page's category blocks");

export const latestOffersByCategory = byParent('latest_offers_by_category', categoryIdParam, listQuery(PAGE_SIZE.related), 'The newest active offers (not codes) of a category');

export const byStore = byParent('by_store', storeIdParam, typedListQuery(), 'Active promotions of a store');

export const relatedOffers = byParent('related_offers', storeIdParam, typedListQuery(PAGE_SIZE.related), "Active promotions of a store's related stores, then of stores in its categories");

export const expiredPromotionsByStore = byParent('expired_promotions_by_store', storeIdParam, typedListQuery(), 'Ended promotions of a store, most recently ended first');

export const latestPromotionsByStore = byParent('latest_promotions_by_store', storeIdParam, typedListQuery(PAGE_SIZE.related), 'The newest active promotions of a store');

export const useOffer = createRoute({
  method: 'post',
  path: '/promotions/{id}/use_offer/',
  tags,
  summary: "Records a use of a promotion's coupon (by the promotion's id) and answers its new time_of_using",
  description:
    'A POST without a body. SPEC §7 lists it as a GET, but a GET that writes can be triggered by any page elsewhere (an image, a link, a prefetch): the GET of this address answers 405 with `Allow: POST`, and a browser request from another site (`Sec-Fetch-Site: cross-site`) 403.',
  middleware: [notFromOtherSites, couponUseLimit()] as const,
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(couponUseSchema), 400: errors[400], 403: errors[403], 404: errors[404], 429: errors[429] },
});
