import { createRoute, z } from '@hono/zod-openapi';
import { errors, idParam, json, languageQuery, listQuery, paginated, queryBoolean, slugParam } from '../lib/schemas';
import { promotionCountsSchema, storeDetailSchema, storeSummarySchema } from './stores.schemas';

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

export const promotionsCounts = createRoute({
  method: 'get',
  path: '/stores/{id}/promotions_counts/',
  tags,
  summary: 'Active codes and offers of a store',
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(promotionCountsSchema), 400: errors[400], 404: errors[404] },
});
