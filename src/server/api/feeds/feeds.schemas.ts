import { z } from '@hono/zod-openapi';
import {
  FEED_FIELD_DESCRIPTIONS,
  FEED_FIELDS,
  FEED_FORMATS,
  FEED_MODES,
  FEED_RUN_STATUSES,
  FEED_RUN_TRIGGERS,
  feedMappingSchema,
} from '@/lib/feed-mapping';
import { feedUrl, partnerFeedForm } from '@/lib/editing/partner-feeds';

const partnerRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

const fieldList = FEED_FIELDS.map((field) => `\`${field}\`: ${FEED_FIELD_DESCRIPTIONS[field]}`).join('; ');

export const feedMappingDoc = feedMappingSchema.openapi('FeedMapping', {
  description:
    'How a partner’s feed columns map to a deal. `fields`: our field → the feed’s column (a field left out reads the column of ' +
    `its own name); \`defaults\`: a constant for a column absent or empty; \`values\`: feed value → our slug. Fields: ${fieldList}.`,
});

export const partnerFeedSchema = z
  .object({
    partner: partnerRef,
    url: z.string().nullable().openapi({ description: 'Where the feed is published (http or https), for scheduled imports' }),
    format: z.enum(FEED_FORMATS).nullable().openapi({ description: 'Null: told by the name or the content' }),
    mode: z.enum(FEED_MODES).openapi({ description: '`full`: the feed lists every deal (those it leaves out end); `delta`: it only adds or changes' }),
    mapping: feedMappingDoc,
    schedule: z.string().nullable().openapi({ description: 'Cron expression in UTC (`0 */4 * * *`: every 4 hours); null: imported on request only', example: '0 */4 * * *' }),
    enabled: z.boolean(),
    nextRunAt: z.date().nullable(),
    updatedAt: z.date().nullable(),
  })
  .openapi('PartnerFeed');

export const partnerFeedBodySchema = partnerFeedForm.openapi('PartnerFeedInput');

export const startRunBodySchema = z
  .object({
    url: feedUrl.optional().openapi({ description: 'The feed to import; the partner’s own `url` when left out' }),
    mode: z.enum(FEED_MODES).optional(),
    format: z.enum(FEED_FORMATS).optional(),
  })
  .strict()
  .openapi('FeedRunRequest');

export const rejectionSchema = z.object({ line: z.number().int(), field: z.string().nullable(), reason: z.string() }).openapi('FeedRejection');

const runFields = {
  id: z.number().int(),
  partner: partnerRef,
  source: z.string(),
  mode: z.enum(FEED_MODES),
  trigger: z.enum(FEED_RUN_TRIGGERS),
  status: z.enum(FEED_RUN_STATUSES),
  startedAt: z.date(),
  finishedAt: z.date().nullable(),
  rowsRead: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  ended: z.number().int(),
  rejected: z.number().int(),
  error: z.string().nullable(),
};

export const feedRunSummarySchema = z.object(runFields).openapi('FeedRunSummary');

export const feedRunSchema = z
  .object({ ...runFields, rejections: z.array(rejectionSchema).openapi({ description: 'The first 100 rejected rows, in feed order' }) })
  .openapi('FeedRun');
