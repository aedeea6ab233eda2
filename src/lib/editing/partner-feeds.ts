import { z } from 'zod';
import { FEED_FORMATS, FEED_MODES, feedMappingSchema } from '../feed-mapping';

/**
 * A partner's feed settings as the back-office's form and the API's write take them. The address
 * is http(s) only: the importer also reads files, but only from the command line of the machine.
 */

export const feedUrl = z
  .string()
  .max(2000)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'An http(s) address');

/** A cron expression in UTC; the server parses it (and answers 422 on the field when it cannot). */
export const feedSchedule = z.string().trim().min(1).max(120);

export const partnerFeedForm = z
  .object({
    url: feedUrl.nullable(),
    format: z.enum(FEED_FORMATS).nullable(),
    mode: z.enum(FEED_MODES),
    mapping: feedMappingSchema,
    schedule: feedSchedule.nullable(),
    enabled: z.boolean(),
  })
  .partial()
  .strict();

/** As a client sends it: the mapping's defaults not yet applied. */
export type PartnerFeedBody = z.input<typeof partnerFeedForm>;
