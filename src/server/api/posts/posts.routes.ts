import { z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { blogPostForm, blogPostPatchForm } from '@/lib/editing/blog-posts';
import { adminRoute, errorsOf, publicReads } from '../lib/routes';
import { idParam, idQuery, json, jsonBody, languageQuery, listQuery, paginated } from '../lib/schemas';
import { storeSummarySchema } from '../stores/stores.schemas';
import { blogPostRecordSchema, postDetailSchema, postSummarySchema } from './posts.schemas';

const tags = ['blog'];
const read = publicReads(tags);

const entityId = idQuery;

export const list = read.get('/posts/', 'Posts, newest first; `category` keeps one blog category’s', paginated(postSummarySchema, 'PostSummary'), listQuery(PAGE_SIZE.blogList).extend({ category: entityId.optional() }));

const randomQuery = languageQuery.extend({
  category: entityId,
  exclude: entityId.optional(),
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.randomPosts),
});

export const randomByCategory = read.find('/posts/random_posts_by_category/', 'Posts of a category in an order that changes once a day; `exclude` leaves one out', z.array(postSummarySchema), { query: randomQuery });

export const bySlug = read.bySlug('/posts/by_slug/{slug}/', 'A post by its slug in the locale', postDetailSchema);

export const byId = read.byId('/posts/{id}/', 'A post by id, with its content, category and SEO fields', postDetailSchema);

export const similarStores = read.byId('/posts/{id}/similar_stores/', 'The stores shown beside a post', z.array(storeSummarySchema));

const SLUGS =
  'A post lives at /blog/{category}/{slug}: a locale needs its category’s content there (422), and a slug another post holds in the locale, or another entity under the category, answers 409 naming it (`details[].entity_type`, `details[].id`).';

export const create = adminRoute({
  method: 'post',
  path: '/posts/',
  tags,
  summary: 'Creates a blog post in its category, with its content and slug per locale; its body is sanitized as every CMS HTML',
  description: SLUGS,
  request: { body: jsonBody(blogPostForm.openapi('BlogPostInput')) },
  responses: { 201: json(blogPostRecordSchema, 'Created'), ...errorsOf(401, 409, 422) },
});

export const patch = adminRoute({
  method: 'patch',
  path: '/posts/{id}/',
  tags,
  summary: 'Changes the given fields of a blog post; per locale an object changes the given texts (a new locale needs title and slug), null removes it',
  description: `A new \`blog_category_id\` or slug moves the post's address. ${SLUGS}`,
  request: { params: idParam, body: jsonBody(blogPostPatchForm.openapi('BlogPostPatch')) },
  responses: { 200: json(blogPostRecordSchema), ...errorsOf(400, 401, 404, 409, 422) },
});

export const remove = adminRoute({
  method: 'delete',
  path: '/posts/{id}/',
  tags,
  summary: 'Deletes a blog post; the category and destination pages that listed it as related lose it',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...errorsOf(400, 401, 404) },
});
