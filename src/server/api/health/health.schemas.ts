import { z } from '@hono/zod-openapi';

export const healthSchema = z.object({ status: z.literal('ok') }).openapi('Health');

export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      database: z.enum(['ok', 'unavailable']),
      redis: z.enum(['ok', 'unavailable', 'not configured']).openapi({ description: 'Checked when REDIS_URL is set' }),
    }),
  })
  .openapi('Readiness');
