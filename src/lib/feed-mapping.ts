import { z } from 'zod';

/**
 * How a partner's feed is read: which of its columns (or XML/JSON paths) give each field of a
 * deal, constants for what the feed leaves out, and translations of its values into our slugs.
 * Stored per partner as JSON and edited through the API, so every part is bounded.
 */

export const FEED_FORMATS = ['csv', 'xml', 'jsonl'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** A full feed lists every deal of the partner (what it no longer lists ends); a delta only adds and updates. */
export const FEED_MODES = ['full', 'delta'] as const;
export type FeedMode = (typeof FEED_MODES)[number];

export const FEED_FIELDS = [
  'external_id',
  'name',
  'image',
  'deep_link',
  'country',
  'region',
  'city',
  'rental_type',
  'services',
  'type_of_stay',
  'price',
  'old_price',
  'nights',
  'stars',
  'departure_date',
  'last_minute',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

export const REQUIRED_FEED_FIELDS = [
  'external_id',
  'name',
  'image',
  'deep_link',
  'country',
  'rental_type',
  'type_of_stay',
  'price',
  'nights',
  'stars',
] as const satisfies readonly FeedField[];

export const FEED_FIELD_DESCRIPTIONS: Record<FeedField, string> = {
  external_id: "The partner's own identifier of the deal (1–80 characters), stable from one feed to the next.",
  name: 'The name of the accommodation (1–200 characters).',
  image: 'The picture: an absolute http(s) URL or a path starting with /.',
  deep_link: "The address of the deal on the partner's site: an absolute http(s) URL.",
  country: 'The country: an ISO 3166 alpha-2 code (FR, ES) or the name or slug of one of our countries.',
  region: 'Optional: a region of that country, by name or slug.',
  city: 'Optional: a place in that region (or in the country when no region is given), by name or slug.',
  rental_type: 'The kind of accommodation (our slug or name, or a value translated by `values.rental_type`).',
  services: 'Optional: the services offered, separated by `services_separator` (or a list), each our slug or name or a value translated by `values.services`.',
  type_of_stay: 'The type of stay: one of ours, or a value translated by `values.type_of_stay`.',
  price: 'The price in euros: 1234.5, 1234,50, 1 234,50, 1.234,50, € 499 or 499 EUR; above 0 and at most 100,000.',
  old_price: 'Optional: the price before the discount, written as the price.',
  nights: 'The number of nights, a whole number from 1 to 365.',
  stars: 'The rating in stars, a whole number from 1 to 5.',
  departure_date: 'Optional: the departure date, as YYYY-MM-DD, DD/MM/YYYY, DD-MM-YYYY or DD.MM.YYYY.',
  last_minute: 'Optional: whether the deal is a last-minute one: true/false, 1/0, yes/no, y/n, oui/non, ja/nee (false when absent).',
};

const feedField = z.enum(FEED_FIELDS);

/** A column name of a CSV header, or a path in an XML record or a JSON object (`location.country`, `@id`). */
const column = z.string().trim().min(1).max(200);

/** Long enough for an image URL given as a constant. */
const constant = z.string().trim().min(1).max(2000);

/** Feed value → our slug; the importer applies it before matching the value against our lists. */
const valueMap = z
  .record(z.string().min(1).max(200), z.string().trim().min(1).max(200))
  .refine((map) => Object.keys(map).length <= 500, 'At most 500 values');

export const feedMappingSchema = z
  .object({
    /** Field → the feed's column; a field left out reads the column named like the field. */
    fields: z.partialRecord(feedField, column).default({}),
    /** Field → the constant used where the feed's column is absent or empty. */
    defaults: z.partialRecord(feedField, constant).default({}),
    values: z
      .object({ rental_type: valueMap.optional(), services: valueMap.optional(), type_of_stay: valueMap.optional() })
      .strict()
      .default({}),
    services_separator: z.string().min(1).max(3).default('|'),
    csv: z
      .object({
        // A quote or a line break cannot separate fields: they have their own meaning in CSV.
        delimiter: z
          .string()
          .length(1)
          .refine((value) => !['"', '\n', '\r'].includes(value), 'Not a quote or a line break')
          .optional(),
      })
      .strict()
      .optional(),
    xml: z
      .object({
        record: z
          .string()
          .max(200)
          .regex(/^[\p{L}_][\p{L}\p{N}_.:-]*$/u, 'An XML element name')
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** As stored and used: defaults applied. */
export type FeedMapping = z.output<typeof feedMappingSchema>;
/** As written by an editor or sent to the API. */
export type FeedMappingInput = z.input<typeof feedMappingSchema>;

export const FEED_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number];
/** What started a run: the import command, an editor through the API, a partner's schedule, the seed. */
export const FEED_RUN_TRIGGERS = ['cli', 'api', 'schedule', 'seed'] as const;
export type FeedRunTrigger = (typeof FEED_RUN_TRIGGERS)[number];

/** A row the importer refused: where, which field, why. */
export type FeedRunRejection = { line: number; field: string | null; reason: string };
