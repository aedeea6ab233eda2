import { z } from '@hono/zod-openapi';
import { SEO_MISSING, type SeoKind } from '@/server/services/seo';
import { adminRoute, publicReads } from '../lib/routes';
import { errors, freeText, idParam, json, jsonBody, languageQuery, listQuery, paginated } from '../lib/schemas';
import { seoRecordSchema, seoUpdateSchema } from './seo.schemas';

const tags = ['seo'];
const read = publicReads(tags);

const LABELS: Record<SeoKind, string> = {
  store: 'stores',
  promotion_category: 'categories',
  blog_post_category: 'blog categories',
  blog_post: 'blog posts',
};

const seoRecordPage = paginated(seoRecordSchema, 'SeoRecord');

const seoListQuery = listQuery().extend({
  missing: z
    .enum(SEO_MISSING)
    .optional()
    .openapi({ description: 'Only the records whose SEO title (`seo_title`), meta description (`meta_description`) or either (`any`) is empty' }),
  q: freeText(100).trim().min(1).optional().openapi({ description: 'Only the records whose name (a post’s title) or slug contains it, case ignored' }),
});

/** The list and the patch of one kind; every kind has the same shape (SPEC §7 "SEO"). */
function routesOf(kind: SeoKind) {
  return {
    list: read.get(`/seo/${kind}/` as const, `SEO fields of the ${LABELS[kind]} that have content in the locale, by id; filtered by missing texts or a name`, seoRecordPage, seoListQuery),
    patch: adminRoute({
      method: 'patch',
      path: `/seo/${kind}/{id}/` as const,
      tags,
      summary: `Change the SEO fields of one of the ${LABELS[kind]} in the locale`,
      request: { params: idParam, query: languageQuery, body: jsonBody(seoUpdateSchema) },
      responses: { 200: json(seoRecordSchema), 400: errors[400], 401: errors[401], 404: errors[404], 422: errors[422] },
    }),
  };
}

export type KindRoutes = ReturnType<typeof routesOf>;

export const store = routesOf('store');
export const promotionCategory = routesOf('promotion_category');
export const blogPostCategory = routesOf('blog_post_category');
export const blogPost = routesOf('blog_post');
