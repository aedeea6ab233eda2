import { createRoute, z } from '@hono/zod-openapi';
import { CONSENT_CATEGORIES } from '@/lib/consent';
import { consentRecordSchema } from '@/lib/consent-record';
import { LOCALES } from '@/lib/locales';
import { rateLimit } from '../lib/rate-limit';
import { adminRoute } from '../lib/routes';
import { errors, json, jsonBody, languageQuery, paginated, pageQuery } from '../lib/schemas';

const tags = ['consent'];

// Made here, with the OpenAPI-aware zod: the shared schema may have been built before it was extended.
const consentBodySchema = z.object(consentRecordSchema.shape).openapi('ConsentChoice', {
  description: 'The revision of the policy the visitor answered and the categories accepted (necessary always among them)',
  example: { revision: 1, categories: ['necessary', 'advertising'] },
});

const consentRecordOut = z
  .object({
    id: z.number().int(),
    recorded_at: z.string().openapi({ format: 'date-time' }),
    locale: z.enum(LOCALES),
    consent_key: z.string(),
    revision: z.number().int(),
    categories: z.array(z.enum(CONSENT_CATEGORIES)),
  })
  .openapi('ConsentRecord');

/** Consent choices change rarely; a burst is a client repeating itself, not a visitor. */
const RECORDS_PER_MINUTE = 10;

export const record = createRoute({
  method: 'post',
  path: '/consent/',
  tags,
  summary: "Records a visitor's consent choice for audit",
  description:
    'Called by the consent manager on the first choice and on each change. Keeps the time, the locale and its consent key, the revision and the categories; nothing that identifies the visitor.',
  middleware: [rateLimit('consent', RECORDS_PER_MINUTE, 60)] as const,
  request: { query: languageQuery, body: jsonBody(consentBodySchema) },
  responses: { 204: { description: 'Recorded' }, 400: errors[400], 422: errors[422], 429: errors[429] },
});

export const list = adminRoute({
  method: 'get',
  path: '/consent/',
  tags,
  summary: 'The recorded consent choices, newest first (editors only)',
  request: { query: pageQuery(100) },
  responses: { 200: json(paginated(consentRecordOut, 'ConsentRecord')), 400: errors[400], 401: errors[401] },
});
