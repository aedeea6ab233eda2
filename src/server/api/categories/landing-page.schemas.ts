import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { mediaRef } from '../lib/schemas';
import { postSummarySchema } from '../posts/posts.schemas';

/** Pieces category and destination pages share (SPEC §3). */

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() }).openapi('FaqItem');

/** A blog post as listed beside a page: the blog's post summary. */
export const relatedPostSchema = postSummarySchema.openapi('RelatedPost');

export const landingContentShape = {
  name: z.string(),
  slug: z.string(),
  header_1: z.string(),
  header_2: z.string(),
  top_description: z.string().openapi({ description: 'Sanitized HTML' }),
  seo_title: z.string(),
  meta_description: z.string(),
  seo_image: mediaRef.nullable(),
  faq_items: z.array(faqItemSchema),
  script_1: z.string(),
  script_2: z.string(),
  additional_fields: z.record(z.string(), z.unknown()),
};

const landingTextsRecord = {
  name: z.string(),
  slug: z.string(),
  header_1: z.string(),
  header_2: z.string(),
  top_description: z.string(),
  seo_title: z.string(),
  meta_description: z.string(),
  seo_image_id: z.number().int().nullable(),
  faq_items: z.array(faqItemSchema),
};

const ids = z.array(z.number().int());

/** A category as editors write it: every locale, ids instead of nested objects. */
export const categoryRecordSchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    level: z.number().int().openapi({ description: '1: category; 2 and 3: subcategory' }),
    icon_id: z.number().int().nullable(),
    banner_id: z.number().int().nullable(),
    in_menu: z.boolean(),
    is_header: z.boolean(),
    on_homepage: z.boolean(),
    in_homepage_slider: z.boolean(),
    position: z.number().int(),
    related_category_id: z.number().int().nullable(),
    store_ids: ids,
    related_post_ids: ids,
    bottom_related_store_ids: ids,
    in_slider_subcategory_ids: ids,
    specific_hotel_ids: ids,
    datafeed_linking_fields: z.record(z.string(), z.unknown()),
    translations: z.partialRecord(z.enum(LOCALES), z.object({ ...landingTextsRecord, below_description: z.string() })),
  })
  .openapi('CategoryRecord');

/** A destination as editors write it: every locale, ids instead of nested objects. */
export const destinationRecordSchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    level: z.number().int().openapi({ description: '1: country (location); 2: region, 3: place (sublocation)' }),
    continent_id: z.number().int().nullable(),
    country_code: z.string().nullable(),
    banner_id: z.number().int().nullable(),
    in_menu: z.boolean(),
    is_top: z.boolean(),
    in_homepage_slider: z.boolean(),
    position: z.number().int(),
    related_category_id: z.number().int().nullable(),
    related_post_ids: ids,
    in_slider_sublocation_ids: ids,
    banner_store_ids: ids,
    bottom_related_sublocation_ids: ids,
    specific_hotel_ids: ids,
    datafeed_linking_fields: z.record(z.string(), z.unknown()),
    translations: z.partialRecord(z.enum(LOCALES), z.object({ ...landingTextsRecord, bottom_description: z.string() })),
  })
  .openapi('DestinationRecord');

export const faqItemListSchema = z
  .object({ count: z.number().int(), results: z.array(faqItemSchema) })
  .openapi('FaqItemList', { description: 'The page’s questions in the locale, in order' });
