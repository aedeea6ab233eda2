import { createRoute } from '@hono/zod-openapi';
import { rateLimit } from '../lib/rate-limit';
import { errors, json, jsonBody, languageQuery } from '../lib/schemas';
import { newsletterBodySchema, subscribedSchema } from './newsletter.schemas';

export const subscribe = createRoute({
  method: 'post',
  path: '/newsletter/',
  tags: ['newsletter'],
  summary: "Subscribes an e-mail address to the locale's newsletter",
  description:
    'Subscribing an address twice is not an error and answers the same, so the call does not reveal who is subscribed.',
  middleware: [rateLimit('newsletter')] as const,
  request: { query: languageQuery, body: jsonBody(newsletterBodySchema) },
  responses: { 200: json(subscribedSchema), 400: errors[400], 422: errors[422], 429: errors[429] },
});
