import { createRoute, z } from '@hono/zod-openapi';
import { PAGE_SIZE, TRUST_FLAG_BELOW_PERCENT, TRUST_MAX_IDS, TRUST_MIN_VOTES } from '@/lib/constants';
import { sharePromotionForm } from '@/lib/forms';
import { MAX_QUERY_LENGTH } from '@/server/services/lib/text-match';
import { rateLimit } from '../lib/rate-limit';
import { adminRoute, errorsOf, publicForm, publicReads } from '../lib/routes';
import { dbId, freeText, idParam, idQuery, json, jsonBody, languageQuery, listQuery, paginated } from '../lib/schemas';
import { couponUse } from '../coupons/coupons.routes';
import {
  bulkDestroySchema,
  deletedCountSchema,
  flaggedPromotionSchema,
  promotionCreateSchema,
  promotionPageSchema,
  promotionPatchSchema,
  promotionRecordSchema,
  promotionReplaceSchema,
  promotionSchema,
  promotionTrustMapSchema,
  promotionTrustSchema,
  promotionTypeSchema,
  promotionVoteBodySchema,
  sharedPromotionSchema,
  storesAndPromotionsSchema,
} from './promotions.schemas';

const tags = ['promotions'];
const read = publicReads(tags);

const typedListQuery = (defaultSize?: number) => listQuery(defaultSize).extend({ type: promotionTypeSchema.optional() });

/** Empty or blank text is valid and finds nothing (SPEC §5: a search runs only on non-empty text). */
const searchText = freeText(MAX_QUERY_LENGTH);

const pathId = (description: string) =>
  z.object({ id: idQuery.openapi({ param: { name: 'id', in: 'path' }, description, example: 1 }) });

const categoryIdParam = pathId('A category id');
const storeIdParam = pathId('A store id');

/** A GET of `/promotions/{id}/<action>/`: promotions of one category or store, 404 when it is not in the locale. */
function byParent<A extends string, P extends z.ZodObject, Q extends z.ZodObject>(action: A, params: P, query: Q, summary: string) {
  return read.find(`/promotions/{id}/${action}/` as `/promotions/{id}/${A}/`, summary, promotionPageSchema, { params, query });
}

// Fixed paths.

const listFilters = typedListQuery().extend({
  store: idQuery.optional().openapi({ description: 'Only this store' }),
  status: z.enum(['active', 'expired', 'all']).default('active').openapi({
    description: '`all`: active and ended; a scheduled promotion (starts_at in the future) is never listed before it starts',
  }),
});

export const list = read.get('/promotions/', 'Promotions by position; active ones unless `status` says otherwise', promotionPageSchema, listFilters);

export const create = adminRoute({
  method: 'post',
  path: '/promotions/',
  tags,
  summary: 'Creates a promotion with its coupon, translations and categories',
  request: { body: jsonBody(promotionCreateSchema) },
  responses: { 201: json(promotionRecordSchema, 'Created'), ...errorsOf(401, 422) },
});

export const bulkDestroy = adminRoute({
  method: 'post',
  path: '/promotions/bulk_destroy/',
  tags,
  summary: 'Deletes the listed promotions; unknown ids are skipped and not counted',
  request: { body: jsonBody(bulkDestroySchema) },
  responses: { 200: json(deletedCountSchema), ...errorsOf(401, 422) },
});

const byName = languageQuery.extend({ name: searchText });

export const searchByName = read.get('/promotions/search_by_name/', `Active promotions whose title matches \`name\`, best first; at most ${PAGE_SIZE.searchByName}, \`count\` of all`, promotionPageSchema, byName);

export const searchByStore = read.get('/promotions/search_by_store/', 'Active promotions of the stores whose name matches `store`, best matching store first', promotionPageSchema, listQuery().extend({ store: searchText }));

export const searchPromotionsStoresByName = read.get('/promotions/search_promotions_stores_by_name/', `Stores and active promotions that match \`name\`, at most ${PAGE_SIZE.searchByName} of each`, storesAndPromotionsSchema, byName);

export const sharePromotion = publicForm(tags, '/promotions/share_promotion/', 'A visitor proposes a promotion; kept for the editors. `company` must stay empty (honeypot)', 'share_promotion', sharePromotionForm, sharedPromotionSchema, 'Stored');

export const sliderPromotions = read.get('/promotions/slider_promotions/', 'Active promotions of the promotions slider, with store and slider image', promotionPageSchema, listQuery());

export const homepage = read.get('/promotions/homepage/', 'Active promotions chosen for the home page', promotionPageSchema, typedListQuery());

export const dealOfMonth = read.find('/promotions/deal_of_month/', 'The deal of the month: the newest active promotion flagged so; 404 when there is none', promotionSchema);

/** `ids=1,2,3`: the promotions a page shows, at most TRUST_MAX_IDS, each a database id. */
const trustIds = z
  .string()
  // Long enough for TRUST_MAX_IDS ids of ten digits and their commas: refused before it is split.
  .max(TRUST_MAX_IDS * 11)
  .regex(/^\d+(,\d+)*$/, 'Promotion ids separated by commas')
  .transform((value) => value.split(',').map(Number))
  .pipe(z.array(dbId).max(TRUST_MAX_IDS))
  .openapi({ description: `Promotion ids separated by commas, at most ${TRUST_MAX_IDS}`, example: '1,2,3', type: 'string' });

export const trust = createRoute({
  method: 'get',
  path: '/promotions/trust/',
  tags,
  summary: 'The "did it work?" figures of the listed promotions: `{items: {"<id>": {votes, worked, success_rate, uses_today, last_used_at, your_vote}}}`',
  description:
    `\`success_rate\` is null below ${TRUST_MIN_VOTES} votes. An id with no promotion visitors of \`language\` can see is left out of \`items\`. ` +
    '`your_vote` is the answer of the visitor a signed `visitor_id` cookie names (the one POST vote/ hands out), null without one. ' +
    'Without that cookie the answer is the same for everyone: `Cache-Control: public, max-age=60`; with it, `private, no-store`.',
  request: { query: languageQuery.extend({ ids: trustIds }) },
  responses: { 200: json(promotionTrustMapSchema), ...errorsOf(400) },
});

export const flagged = adminRoute({
  method: 'get',
  path: '/promotions/flagged/',
  tags,
  summary: `Promotions visitors say do not work (at least ${TRUST_MIN_VOTES} votes, under ${TRUST_FLAG_BELOW_PERCENT} % yes), most "no" votes first (editors only)`,
  description: 'Titles and store names in `language`, else in a locale the promotion or store has. Any status.',
  request: { query: listQuery() },
  responses: { 200: json(paginated(flaggedPromotionSchema, 'FlaggedPromotion')), ...errorsOf(400, 401) },
});

// Paths under {id}: a promotion id, or a category or store id where the path says so.

export const byId = read.byId('/promotions/{id}/', 'A promotion by id, active or ended', promotionSchema);

/** A PUT or PATCH of one promotion, answered with its new record. */
const rewrite = <M extends 'put' | 'patch', B extends z.ZodType>(method: M, summary: string, body: B) =>
  adminRoute({
    method,
    path: '/promotions/{id}/',
    tags,
    summary,
    request: { params: idParam, body: jsonBody(body) },
    responses: { 200: json(promotionRecordSchema), ...errorsOf(400, 401, 404, 422) },
  });

export const replace = rewrite('put', 'Replaces a promotion: what the body leaves out takes its default, locales left out are removed', promotionReplaceSchema);

export const patch = rewrite('patch', 'Changes the given fields; a locale set to null is removed', promotionPatchSchema);

export const byCategory = byParent('by_category', categoryIdParam, typedListQuery(), 'Active promotions of a category and the categories under it');

export const byHomepageCategory = byParent('by_homepage_category', categoryIdParam, typedListQuery(PAGE_SIZE.related), "The newest active promotions of a category, for the home page's category blocks");

export const latestOffersByCategory = byParent('latest_offers_by_category', categoryIdParam, listQuery(PAGE_SIZE.related), 'The newest active offers (not codes) of a category');

export const byStore = byParent('by_store', storeIdParam, typedListQuery(), 'Active promotions of a store');

export const relatedOffers = byParent('related_offers', storeIdParam, typedListQuery(PAGE_SIZE.related), "Active promotions of a store's related stores, then of stores in its categories");

export const expiredPromotionsByStore = byParent('expired_promotions_by_store', storeIdParam, typedListQuery(), 'Ended promotions of a store, most recently ended first');

export const latestPromotionsByStore = byParent('latest_promotions_by_store', storeIdParam, typedListQuery(PAGE_SIZE.related), 'The newest active promotions of a store');

const USE_OFFER = "Records a use of a promotion's coupon (by the promotion's id) and answers its new time_of_using";
export const useOffer = couponUse('post', '/promotions/{id}/use_offer/', tags, USE_OFFER);
export const useOfferByGet = couponUse('get', '/promotions/{id}/use_offer/', tags, USE_OFFER);

export const vote = createRoute({
  method: 'post',
  path: '/promotions/{id}/vote/',
  tags,
  summary: 'Did the code or offer work? A visitor answers yes or no; answering again replaces their answer',
  description:
    'The visitor is recognised by the `visitor_id` cookie this call sets (by address without it). Answers the figures of GET /api/promotions/trust/ for this promotion. ' +
    '404 when the promotion does not exist for visitors of `language` (unknown, not started yet, or without content there).',
  middleware: [rateLimit('promotion_vote')] as const,
  request: { params: idParam, query: languageQuery, body: jsonBody(promotionVoteBodySchema) },
  responses: { 200: json(promotionTrustSchema), ...errorsOf(400, 404, 422, 429) },
});
