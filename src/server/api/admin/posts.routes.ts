import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { POST_ORDERINGS, POST_STATUSES } from '@/server/services/blog-posts-admin-list';
import { blogPostRecordSchema } from '../posts/posts.schemas';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, idQuery, json, listQuery, paginated } from '../lib/schemas';

const tags = ['admin'];

export const postRowSchema = z
  .object({
    id: z.number().int(),
    title: z.string().openapi({ description: 'In `language`, else in another locale it has' }),
    slug: z.string(),
    blog_category_id: z.number().int(),
    category: z.string(),
    author: z.string(),
    published_at: z.string(),
    status: z.enum(POST_STATUSES).openapi({ description: 'Scheduled until its publication date' }),
    missing_locales: z.array(z.enum(LOCALES)),
    updated_at: z.string(),
  })
  .openapi('PostRow');

const orderings = [...POST_ORDERINGS, ...POST_ORDERINGS.map((o) => `-${o}` as const)] as const;

export const list = adminRoute({
  method: 'get',
  path: '/admin/posts/',
  tags,
  summary: 'Every blog post, scheduled ones included, newest first; filter by status, blog category or words of a title or slug',
  request: {
    query: listQuery(25).extend({
      q: freeText(100).trim().min(1).optional(),
      status: z.enum(POST_STATUSES).optional(),
      blog_category_id: idQuery.optional(),
      ordering: z.enum(orderings).optional(),
    }),
  },
  responses: { 200: json(paginated(postRowSchema, 'PostRow')), ...errorsOf(400, 401) },
});

export const record = adminRoute({
  method: 'get',
  path: '/admin/posts/{id}/',
  tags,
  summary: 'A blog post as editors write it: every locale, its SEO fields and cover image (the record PATCH /api/posts/{id}/ answers)',
  request: { params: idParam },
  responses: { 200: json(blogPostRecordSchema), ...errorsOf(400, 401, 404) },
});
