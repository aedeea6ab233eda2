import { createRoute } from '@hono/zod-openapi';
import { json } from '../lib/schemas';
import { healthSchema, readinessSchema } from './health.schemas';

const tags = ['health'];

export const health = createRoute({
  method: 'get',
  path: '/health/',
  tags,
  summary: 'Liveness: the process is up and answers (no dependency is checked); never cached',
  responses: { 200: json(healthSchema) },
});

export const ready = createRoute({
  method: 'get',
  path: '/ready/',
  tags,
  summary: 'Readiness: the database answers, and Redis when REDIS_URL is set; never cached',
  responses: {
    200: json(readinessSchema, 'Ready to serve'),
    503: json(readinessSchema, 'Not ready: the failed check says which dependency is unavailable; see Retry-After'),
  },
});
