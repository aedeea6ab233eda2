import { z } from 'zod';
import { html, idList, line, position, recordId, requiredLine, slug, translationsOf, webUrl } from './common';

/** A store's content in one locale: its name and slug (its address, /{slug}), texts and SEO fields. */
export const storeTranslationForm = z
  .object({
    name: requiredLine(200),
    slug,
    description: html.optional(),
    reasons: z.array(requiredLine(300)).max(20).optional().describe('Reasons to shop there, plain text, in order'),
    seo_title: line(300).optional(),
    meta_description: line(500).optional(),
    seo_image_id: recordId.nullable().optional(),
  })
  .strict();

/** A whole store (create, replace): what is left out takes its default, a locale left out has no content. */
export const storeForm = z
  .object({
    website: webUrl,
    icon_id: recordId.nullable().optional(),
    in_menu: z.boolean().optional(),
    is_top: z.boolean().optional(),
    position: position.optional(),
    related_store_ids: idList().optional().describe('Related stores, in the order shown'),
    category_ids: idList().optional().describe('The categories the store belongs to, in the order shown'),
    translations: translationsOf(storeTranslationForm),
  })
  .strict();

export type StoreForm = z.infer<typeof storeForm>;
export type StoreTranslationForm = z.infer<typeof storeTranslationForm>;
