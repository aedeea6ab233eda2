import { z } from '@hono/zod-openapi';

export const couponUseSchema = z
  .object({ time_of_using: z.string().openapi({ description: 'The use just recorded', example: '2026-06-15T10:30:00.000Z' }) })
  .openapi('CouponUse');
