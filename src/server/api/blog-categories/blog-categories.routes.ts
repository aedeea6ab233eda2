import { createRoute, z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { requireAdmin } from '../lib/auth';
import { adminOnly, errors, idParam, json, jsonBody, listQuery, paginated, slugParam, languageQuery } from '../lib/schemas';
import { postSummarySchema } from '../posts/posts.schemas';
import {
  blogCategoryCreatedSchema,
  blogCategoryDetailSchema,
  blogCategoryInputSchema,
  blogCategorySummarySchema,
  featuredBlogCategorySchema,
} from './blog-categories.schemas';

const tags = ['blog'];

export const list = createRoute({
  method: 'get',
  path: '/blog_categories/',
  tags,
  summary: 'Blog categories (minified), by position',
  request: { query: listQuery() },
  responses: { 200: json(paginated(blogCategorySummarySchema, 'BlogCategorySummary')), 400: errors[400] },
});

export const featured = createRoute({
  method: 'get',
  path: '/blog_categories/get_featured_blog_categories/',
  tags,
  summary: 'Featured blog categories of the blog home, each with its latest posts',
  request: {
    query: listQuery(PAGE_SIZE.featuredBlogCategories).extend({
      posts_size: z.coerce
        .number()
        .int()
        .min(1)
        .max(PAGE_SIZE.blogList)
        .default(PAGE_SIZE.related)
        .openapi({ description: 'Latest posts per category' }),
    }),
  },
  responses: { 200: json(paginated(featuredBlogCategorySchema, 'FeaturedBlogCategory')), 400: errors[400] },
});

export const create = createRoute({
  method: 'post',
  path: '/blog_categories/',
  tags,
  summary: 'Create a blog category with its content per locale; its slugs join the slug registry',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(blogCategoryInputSchema) },
  responses: {
    201: json(blogCategoryCreatedSchema, 'Created'),
    401: errors[401],
    409: errors[409],
    422: errors[422],
  },
});

export const bySlug = createRoute({
  method: 'get',
  path: '/blog_categories/by_slug/{slug}/',
  tags,
  summary: 'A blog category by its slug in the locale',
  request: { params: slugParam, query: languageQuery },
  responses: { 200: json(blogCategoryDetailSchema), 400: errors[400], 404: errors[404] },
});

export const byId = createRoute({
  method: 'get',
  path: '/blog_categories/{id}/',
  tags,
  summary: 'A blog category with its SEO fields',
  request: { params: idParam, query: languageQuery },
  responses: { 200: json(blogCategoryDetailSchema), 400: errors[400], 404: errors[404] },
});

export const posts = createRoute({
  method: 'get',
  path: '/blog_categories/{id}/posts/',
  tags,
  summary: 'A blog category’s posts, newest first',
  request: { params: idParam, query: listQuery(PAGE_SIZE.blogList) },
  responses: { 200: json(paginated(postSummarySchema, 'PostSummary')), 400: errors[400], 404: errors[404] },
});
