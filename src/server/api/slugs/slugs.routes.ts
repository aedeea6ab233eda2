import { createRoute } from '@hono/zod-openapi';
import { errors, json, languageQuery } from '../lib/schemas';
import { resolvedSlugSchema, slugQuery } from './slugs.schemas';

export const resolve = createRoute({
  method: 'get',
  path: '/slugs/',
  tags: ['slugs'],
  summary: 'What a slug is in the locale: its entity type and id (SPEC §2.2)',
  description:
    'Resolved through the slug registry. With `parent` only a child of that parent matches; without it a root entry wins over a child one.',
  request: { query: languageQuery.extend(slugQuery.shape) },
  responses: { 200: json(resolvedSlugSchema), 400: errors[400], 404: errors[404] },
});
