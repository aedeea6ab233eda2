import { createRoute, z } from '@hono/zod-openapi';
import { errors, json, languageQuery } from '../lib/schemas';
import { slugQuery } from '../slugs/slugs.schemas';

export const breadcrumbSchema = z
  .object({
    name: z.string(),
    url: z.string().openapi({ description: 'Site path in the locale', example: '/pays/espagne' }),
  })
  .openapi('Breadcrumb');

export const trail = createRoute({
  method: 'get',
  path: '/breadcrumbs/',
  tags: ['breadcrumbs'],
  summary: 'The trail from the home page down to an entity, following its parents',
  request: { query: languageQuery.extend(slugQuery.shape) },
  responses: { 200: json(z.array(breadcrumbSchema)), 400: errors[400], 404: errors[404] },
});
