import { z } from 'zod';
import { datafeedFiltersSchema } from '../datafeed-filters';
import {
  faqItems,
  html,
  idList,
  line,
  position,
  recordId,
  requiredLine,
  slug,
  translationPatchesOf,
  translationsOf,
} from './common';

/**
 * The forms of categories and destinations (SPEC §3 landing pages), shared by the API and the
 * back-office. A node's parent is chosen when it is created (its level and address follow from
 * it); a locale's content needs its parent's content in that locale.
 */

const landingTexts = {
  name: requiredLine(200),
  slug,
  header_1: line(300).optional(),
  header_2: line(300).optional(),
  top_description: html.optional(),
  seo_title: line(300).optional(),
  meta_description: line(500).optional(),
  seo_image_id: recordId.nullable().optional(),
  faq_items: faqItems.optional().describe('Questions and answers, plain text, in the order shown'),
};

/** Filters tying the page to the datafeed's deals (SPEC §3 offer filter keys). */
const linkingFields = datafeedFiltersSchema.strict().optional();

export const categoryTranslationForm = z.object({ ...landingTexts, below_description: html.optional() }).strict();

const categoryFields = {
  icon_id: recordId.nullable().optional(),
  banner_id: recordId.nullable().optional(),
  in_menu: z.boolean().optional(),
  is_header: z.boolean().optional().describe('A heading category of the header navigation'),
  on_homepage: z.boolean().optional(),
  in_homepage_slider: z.boolean().optional(),
  position: position.optional(),
  related_category_id: recordId.nullable().optional(),
  store_ids: idList().optional().describe('Store tiles, in order'),
  related_post_ids: idList().optional(),
  bottom_related_store_ids: idList().optional(),
  in_slider_subcategory_ids: idList().optional(),
  specific_hotel_ids: idList().optional().describe('Deals of the datafeed shown on the page'),
  datafeed_linking_fields: linkingFields,
};

/** POST: a category under `parent_id` (none: a top-level category; levels stop at 3). */
export const categoryForm = z
  .object({ parent_id: recordId.nullable().optional(), ...categoryFields, translations: translationsOf(categoryTranslationForm) })
  .strict();

/** PATCH: any subset; per locale an object changes the given texts (a new locale needs name and slug), null removes it. */
export const categoryPatchForm = z
  .object({ ...categoryFields, translations: translationPatchesOf(categoryTranslationForm.partial()).optional() })
  .strict();

export const destinationTranslationForm = z.object({ ...landingTexts, bottom_description: html.optional() }).strict();

const destinationFields = {
  continent_id: recordId.nullable().optional().describe('A country’s continent'),
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Two capital letters (ISO 3166)')
    .nullable()
    .optional()
    .describe('A country’s ISO 3166 code'),
  banner_id: recordId.nullable().optional(),
  in_menu: z.boolean().optional(),
  is_top: z.boolean().optional(),
  in_homepage_slider: z.boolean().optional(),
  position: position.optional(),
  related_category_id: recordId.nullable().optional(),
  related_post_ids: idList().optional(),
  in_slider_sublocation_ids: idList().optional(),
  banner_store_ids: idList().optional(),
  bottom_related_sublocation_ids: idList().optional(),
  specific_hotel_ids: idList().optional().describe('Deals of the datafeed shown on the page'),
  datafeed_linking_fields: linkingFields,
};

/** POST: a country (no parent), a region (under a country) or a place (under a region). */
export const destinationForm = z
  .object({ parent_id: recordId.nullable().optional(), ...destinationFields, translations: translationsOf(destinationTranslationForm) })
  .strict();

export const destinationPatchForm = z
  .object({ ...destinationFields, translations: translationPatchesOf(destinationTranslationForm.partial()).optional() })
  .strict();

export type CategoryForm = z.infer<typeof categoryForm>;
export type CategoryPatchForm = z.infer<typeof categoryPatchForm>;
export type DestinationForm = z.infer<typeof destinationForm>;
export type DestinationPatchForm = z.infer<typeof destinationPatchForm>;
