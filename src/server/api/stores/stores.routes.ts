import { createRoute, z } from '@hono/zod-openapi';
import { rateLimit } from '../lib/rate-limit';
import { adminRoute, errorsOf, publicForm, publicReads } from '../lib/routes';
import { errors, idParam, json, jsonBody, languageQuery, listQuery, pageQuery, paginated, queryBoolean } from '../lib/schemas';
import { LOCALES } from '@/lib/locales';
import {
  promotionCountsSchema,
  proposeStoreBodySchema,
  proposedSchema,
  ratingBodySchema,
  ratingResultSchema,
  storeDetailSchema,
  storeInputSchema,
  storePatchSchema,
  storeRecordSchema,
  storeSummarySchema,
  visitorRatingSchema,
} from './stores.schemas';

const tags = ['stores'];
const read = publicReads(tags);

export const list = read.get('/stores/', 'Stores, by position; `in_menu=true` for the navigation', paginated(storeSummarySchema, 'Store'), listQuery().extend({ in_menu: queryBoolean.optional() }));

export const top = read.get('/stores/top/', 'Top stores, loaded by every layout', z.array(storeSummarySchema), languageQuery.extend({ size: z.coerce.number().int().min(1).max(100).default(20) }));

export const bySlug = read.bySlug('/stores/by_slug/{slug}/', 'A store by its slug in the locale', storeDetailSchema);

export const byId = read.byId('/stores/{id}/', 'A store by id', storeDetailSchema);

export const patch = adminRoute({
  method: 'patch',
  path: '/stores/{id}/',
  tags,
  summary: 'Changes the given fields of a store and answers it as GET does in `language`',
  description:
    'Per locale, the given texts change; a locale the store has no content in cannot be added here (422). ' +
    'The slug never changes, so a renamed store keeps its URLs. 404 when the store has no content in `language`.',
  request: { params: idParam, query: languageQuery, body: jsonBody(storePatchSchema) },
  responses: { 200: json(storeDetailSchema), ...errorsOf(400, 401, 404, 422) },
});

/** What the writes that name slugs answer besides their own statuses. */
const SLUG_WRITE_ERRORS = 'A slug another entity holds in the locale answers 409 naming it (`details[].entity_type`, `details[].id`); a slug the site routes itself (a fixed page) 422.';

export const create = adminRoute({
  method: 'post',
  path: '/stores/',
  tags,
  summary: 'Creates a store with its content and slug per locale; its slugs join the slug registry',
  description: SLUG_WRITE_ERRORS,
  request: { body: jsonBody(storeInputSchema) },
  responses: { 201: json(storeRecordSchema, 'Created'), ...errorsOf(401, 409, 422) },
});

export const replace = adminRoute({
  method: 'put',
  path: '/stores/{id}/',
  tags,
  summary: 'Replaces a store: what the body leaves out takes its default, a locale left out loses its content and address',
  description: `A changed slug moves the store's address in that locale. ${SLUG_WRITE_ERRORS}`,
  request: { params: idParam, body: jsonBody(storeInputSchema) },
  responses: { 200: json(storeRecordSchema), ...errorsOf(400, 401, 404, 409, 422) },
});

export const remove = adminRoute({
  method: 'delete',
  path: '/stores/{id}/',
  tags,
  summary: 'Deletes a store no promotion belongs to',
  description:
    'A store with promotions (active or ended) answers 409 listing them in `details` (`entity_type`, `count`, the first `ids`): end or delete them first. ' +
    'The lists it was picked into (category tiles, destination banners, the home page, related and similar stores) lose it.',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...errorsOf(400, 401, 404, 409) },
});

export const promotionsCounts = read.byId('/stores/{id}/promotions_counts/', 'Active codes and offers of a store', promotionCountsSchema);

export const share = publicForm(tags, '/stores/share/', "Proposes a store to add (the search page's propose-a-store)", 'stores-share', proposeStoreBodySchema, proposedSchema, 'Received');

export const updateRating = createRoute({
  method: 'post',
  path: '/stores/{id}/update_rating/',
  tags,
  summary: 'Rates a store from 1 to 5; a visitor who votes again replaces their vote',
  description: 'The visitor is recognised by the `visitor_id` cookie this call sets (by address without it).',
  middleware: [rateLimit('update_rating')] as const,
  request: { params: idParam, body: jsonBody(ratingBodySchema) },
  responses: { 200: json(ratingResultSchema), ...errorsOf(400, 404, 422, 429) },
});

export const visitorRating = createRoute({
  method: 'get',
  path: '/stores/{id}/rating/',
  tags,
  summary: "A store's rating with this visitor's vote, for the store page (which is cached for everyone)",
  description: 'The visitor is the one POST update_rating/ would count (the `visitor_id` cookie, by address without it). Never cached.',
  request: { params: idParam },
  responses: { 200: json(visitorRatingSchema), ...errorsOf(400, 404) },
});

export const proposedStoreSchema = z
  .object({
    id: z.number().int(),
    locale: z.enum(LOCALES).openapi({ description: 'The site the store was proposed on' }),
    store: z.string(),
    website: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('ProposedStore');

/** The stores visitors proposed with POST /api/stores/share/, for the editors who add them. */
export const proposed = adminRoute({
  method: 'get',
  path: '/stores/proposed/',
  tags,
  summary: 'Stores proposed by visitors, newest first (editors only)',
  request: {
    query: pageQuery().extend({
      language: z.enum(LOCALES).optional().openapi({ description: 'Only the stores proposed on this locale’s site; all when absent' }),
    }),
  },
  responses: { 200: json(paginated(proposedStoreSchema, 'ProposedStore')), 400: errors[400], 401: errors[401] },
});
