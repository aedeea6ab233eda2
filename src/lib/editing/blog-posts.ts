import { z } from 'zod';
import { html, idList, line, recordId, requiredLine, slug, text, translationPatchesOf, translationsOf } from './common';

/**
 * A blog post as the back-office writes it: it lives at /blog/{category}/{slug} in each locale its
 * category has content in. Its body is HTML from the editor, kept as the sanitizer allows.
 */
export const blogPostTranslationForm = z
  .object({
    title: requiredLine(300),
    slug,
    excerpt: text(2000).optional(),
    content: html.optional(),
    seo_title: line(300).optional(),
    meta_description: line(500).optional(),
    seo_image_id: recordId.nullable().optional(),
  })
  .strict();

const blogPostFields = {
  blog_category_id: recordId,
  image_id: recordId.nullable().optional().describe('The cover image'),
  author: line(120).optional(),
  published_at: z.iso.datetime({ offset: true }).optional().describe('When it shows on the site; now when left out on create'),
  similar_store_ids: idList().optional().describe('Stores shown beside the post, in order'),
};

export const blogPostForm = z.object({ ...blogPostFields, translations: translationsOf(blogPostTranslationForm) }).strict();

/** PATCH: any subset; a new category moves the post's addresses; per locale an object changes texts (a new locale needs title and slug), null removes it. */
export const blogPostPatchForm = z
  .object({ ...blogPostFields, translations: translationPatchesOf(blogPostTranslationForm.partial()) })
  .partial()
  .strict();

export type BlogPostForm = z.infer<typeof blogPostForm>;
export type BlogPostPatchForm = z.infer<typeof blogPostPatchForm>;
