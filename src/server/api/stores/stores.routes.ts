import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../lib/auth';
import { rateLimit } from '../lib/rate-limit';
import {
  adminOnly,
  errors,
  idParam,
  json,
  jsonBody,
  languageQuery,
  listQuery,
  paginated,
  queryBoolean,
  slugParam,
} from '../lib/schemas';
import {
  promotionCountsSchema,
  proposeStoreBodySchema,
  proposedSchema,
  ratingBodySchema,
  ratingResultSchema,
  storeDetailSchema,
  storePatchSchema,
  storeSummarySchema,
} from './stores.schemas';

const tags = ['stores'];

export const list = createRoute({
  method: 'get',
  path: '/stores/',
  tags,
  summary: 'Stores, by position; `in_menu=true` for the navigation',
  request: { query: listQuery().extend({ in_menu: queryBoolean.optional() }) },
  responses: { 200: json(paginated(storeSummarySchema, 'Store')), 400: errors[400] },
});

export const top = createRoute({
  method: 'get',
  path: '/stores/top/',
  tags,
  summary: 'Top stores, loaded by every layout',
  request: { query: languageQuery.extend({ size: z.coerce.number().int().min(1).max(100).default(20) }) },
  responses: { 200: json(z.array(storeSummarySchema)), 400: errors[400] },
});

export const bySlug = createRoute({
  method: 'get',
  path: '/stores/by_slug/{slug}/',
  tags,
  summary: 'A store by its slug in the locale',
  request: { params: slugParam, query: languageQuery },
  responses: { 200: json(storeDetailSchema), 400: errors[400], 404: errors[404] },
});

export const byId = createRoute({
  method: 'get',
  path: '/stores/{id}/',
  tags,
  summary: 'A store by id',
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(storeDetailSchema), 400: errors[400], 404: errors[404] },
});

export const patch = createRoute({
  method: 'patch',
  path: '/stores/{id}/',
  tags,
  summary: 'Changes the given fields of a store and answers it as GET does in `language`',
  description:
    'Per locale, the given texts change; a locale the store has no content in cannot be added here (422). ' +
    'The slug never changes, so a renamed store keeps its URLs. 404 when the store has no content in `language`.',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { params: idParam, query: languageQuery, body: jsonBody(storePatchSchema) },
  responses: {
    200: json(storeDetailSchema),
    400: errors[400],
    401: errors[401],
    404: errors[404],
    422: errors[422],
  },
});

export const promotionsCounts = createRoute({
  method: 'get',
  path: '/stores/{id}/promotions_counts/',
  tags,
  summary: 'Active codes and offers of a store',
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(promotionCountsSchema), 400: errors[400], 404: errors[404] },
});

export const share = createRoute({
  method: 'post',
  path: '/stores/share/',
  tags,
  summary: 'Proposes a store to add (the search page\'s propose-a-store)',
  middleware: [rateLimit('stores-share')] as const,
  request: { query: languageQuery, body: jsonBody(proposeStoreBodySchema) },
  responses: { 201: json(proposedSchema, 'Received'), 400: errors[400], 422: errors[422], 429: errors[429] },
});

export const updateRating = createRoute({
  method: 'post',
  path: '/stores/{id}/update_rating/',
  tags,
  summary: 'Rates a store from 1 to 5; a visitor who votes again replaces their vote',
  description: 'The visitor is recognised by the `visitor_id` cookie this call sets (by address without it).',
  middleware: [rateLimit('update_rating')] as const,
  request: { params: idParam, body: jsonBody(ratingBodySchema) },
  responses: {
    200: json(ratingResultSchema),
    400: errors[400],
    404: errors[404],
    422: errors[422],
    429: errors[429],
  },
});
