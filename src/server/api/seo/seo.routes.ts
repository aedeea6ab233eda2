import { createRoute } from '@hono/zod-openapi';
import type { SeoKind } from '@/server/services/seo';
import { requireAdmin } from '../lib/auth';
import { adminOnly, errors, idParam, json, jsonBody, languageQuery, listQuery, paginated } from '../lib/schemas';
import { seoRecordSchema, seoUpdateSchema } from './seo.schemas';

const tags = ['seo'];

const LABELS: Record<SeoKind, string> = {
  store: 'stores',
  promotion_category: 'categories',
  blog_post_category: 'blog categories',
  blog_post: 'blog posts',
};

const seoRecordPage = paginated(seoRecordSchema, 'SeoRecord');

/** The list and the patch of one kind; every kind has the same shape (SPEC §7 "SEO"). */
function routesOf(kind: SeoKind) {
  return {
    list: createRoute({
      method: 'get',
      path: `/seo/${kind}/` as const,
      tags,
      summary: `SEO fields of the ${LABELS[kind]} that have content in the locale`,
      request: { query: listQuery() },
      responses: { 200: json(seoRecordPage), 400: errors[400] },
    }),
    patch: createRoute({
      method: 'patch',
      path: `/seo/${kind}/{id}/` as const,
      tags,
      summary: `Change the SEO fields of one of the ${LABELS[kind]} in the locale`,
      security: adminOnly,
      middleware: [requireAdmin] as const,
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
