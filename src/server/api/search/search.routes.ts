import { createRoute } from '@hono/zod-openapi';
import { MAX_QUERY_LENGTH } from '@/server/services/lib/text-match';
import { searchLimit, SEARCHES_PER_MINUTE } from '../lib/rate-limit';
import { errors, freeText, json, listQuery } from '../lib/schemas';
import { searchPageSchema } from './search.schemas';

/**
 * `str` is required (400 without it). Empty or blank text is not an error: it finds nothing and
 * answers an empty page, as the search page shows its no-result message for it (SPEC §5: a
 * search runs only on non-empty text). Text longer than MAX_QUERY_LENGTH is a 400.
 */

export const search = createRoute({
  method: 'get',
  path: '/search/',
  tags: ['search'],
  summary:
    'Site search: stores, active promotions, categories, destinations and blog posts, best match first. Accents ignored, French or Dutch stemming by locale, word prefixes ("barc") and typos ("barcelnoe") found',
  description: `Reads at most 8 words of the text, each cut to 32 letters. Limited per client (${SEARCHES_PER_MINUTE} searches a minute, the search page's included): past it, 429 with Retry-After.`,
  middleware: [searchLimit()] as const,
  request: {
    query: listQuery().extend({
      str: freeText(MAX_QUERY_LENGTH).openapi({
        description: 'What the visitor typed; blank text finds nothing (an empty page)',
        example: 'barcelone',
      }),
    }),
  },
  responses: { 200: json(searchPageSchema), 400: errors[400], 429: errors[429] },
});
