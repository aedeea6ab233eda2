import { z } from '@hono/zod-openapi';
import { DURATION_BUCKET_KEYS, FACET_KEYS, PRICE_RANGE_KEYS } from '@/lib/datafeed-filters';

const named = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const dictionaryEntrySchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .openapi('DictionaryEntry');

export const partnerSchema = dictionaryEntrySchema
  .extend({ website: z.string(), logo: z.string() })
  .openapi('Partner');

export const propertySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    deep_link: z.string(),
    partner: named,
    country: named.nullable(),
    region: named.nullable(),
    city: named.nullable(),
    property_category: named,
    service_types: z.array(named),
    type_of_stay: z.string().openapi({ example: 'beach' }),
    price: z.number().openapi({ description: 'Euros', example: 499.5 }),
    old_price: z.number().nullable(),
    discount_percent: z.number().int().nullable(),
    has_discount: z.boolean(),
    duration: z.number().int().openapi({ description: 'Nights' }),
    rating: z.number().int().openapi({ description: 'Stars, 1 to 5' }),
    is_last_minute: z.boolean(),
    departure_date: z.string().nullable(),
  })
  .openapi('Property');

export const propertyPageSchema = z
  .object({
    count: z.number().int(),
    results: z.array(propertySchema),
  })
  .openapi('PropertyPage');

/** Datafeed linking fields of a category or destination, null and false values already dropped. */
export const linkingFieldsSchema = z
  .object({
    country: z.array(z.number().int()),
    region: z.array(z.number().int()),
    city: z.array(z.number().int()),
    last: z.boolean(),
    price: z.union([z.enum(PRICE_RANGE_KEYS), z.number()]),
    price__lte: z.number(),
    price__gte: z.number(),
    duration: z.union([z.enum(DURATION_BUCKET_KEYS), z.number().int()]),
    duration__lte: z.number().int(),
    duration__gte: z.number().int(),
    datafeed_category: z.array(z.number().int()),
    service_types: z.array(z.number().int()),
    rating: z.array(z.number().int()),
    rating__gte: z.number().int(),
    partner: z.array(z.number().int()),
    type_of_stay: z.array(z.string()),
    has_discount: z.boolean(),
    category_best_offer: z.boolean(),
    homepage_best_offer: z.boolean(),
  })
  .partial()
  .openapi('DatafeedLinkingFields');

export const propertyFacetsSchema = z
  .object({
    count: z.number().int().openapi({ description: 'Exact number of properties matching every filter' }),
    facets: z
      .object(Object.fromEntries(FACET_KEYS.map((key) => [key, z.record(z.string(), z.number().int())])) as Record<
        (typeof FACET_KEYS)[number],
        z.ZodRecord<z.ZodString, z.ZodNumber>
      >)
      .openapi({
        description:
          'Per filter key, how many properties each option would leave with the other filters applied ' +
          '(option: an id, a slug, a range or bucket key, a star level, or `true` for a flag)',
      }),
  })
  .openapi('PropertyFacets');

export const comparatorViewSchema = z
  .object({
    query: z.string().openapi({
      description:
        'The canonical query the view was read as (filter keys in one order, values sorted, defaults and ' +
        'values that did not parse left out): the comparator page\'s address for this view',
      example: 'country=3&duration=6-10&rating__gte=4',
    }),
    count: z.number().int().openapi({ description: 'Exact number of properties matching every filter' }),
    results: z.array(propertySchema).openapi({ description: 'The page of deals, 24 at most' }),
    facets: propertyFacetsSchema.shape.facets,
    prices: z
      .object({
        step: z.number().int().openapi({ description: 'Width of a band in euros' }),
        counts: z.array(z.number().int()),
      })
      .openapi({
        description:
          'The distribution of prices with every filter but the price applied: how many deals each band holds, ' +
          'bands of `step` euros from 0, the last one open-ended',
        example: { step: 100, counts: [3, 12, 40, 31, 8] },
      }),
    without: z.record(z.string(), z.number().int()).openapi({
      description: 'With no result: how many deals each chosen filter would give back if removed (empty otherwise)',
    }),
    version: z.number().int().openapi({ description: 'The datafeed version the view was read at; it grows with every change to the feed' }),
  })
  .openapi('ComparatorView');
