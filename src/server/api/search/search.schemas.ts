import { z } from '@hono/zod-openapi';
import { mediaRef } from '../lib/schemas';

export const searchHitSchema = z
  .object({
    entity_type: z.enum(['store', 'promotion', 'category', 'subcategory', 'location', 'sublocation', 'blog_post']),
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string().openapi({ description: 'Plain text' }),
    slugs: z.array(z.string()).openapi({
      description: "The slugs of the entity's path from the top; a promotion has its store's",
      example: ['espagne', 'catalogne', 'barcelone'],
    }),
    image: mediaRef.nullable(),
    store: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable().openapi({
      description: "A promotion's store; null for other kinds",
    }),
    counts: z.object({ coupon_counts: z.number().int(), offer_counts: z.number().int() }).nullable().openapi({
      description: "A store's active codes and offers; null for other kinds",
    }),
    score: z.number().openapi({ description: 'Relevance; results come best first' }),
  })
  .openapi('SearchHit');

export const searchPageSchema = z
  .object({ count: z.number().int(), results: z.array(searchHitSchema) })
  .openapi('SearchHitPage');
