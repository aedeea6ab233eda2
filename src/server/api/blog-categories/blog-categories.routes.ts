import { z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { adminRoute, errorsOf, publicReads } from '../lib/routes';
import { json, jsonBody, listQuery, paginated } from '../lib/schemas';
import { postSummarySchema } from '../posts/posts.schemas';
import {
  blogCategoryCreatedSchema,
  blogCategoryDetailSchema,
  blogCategoryInputSchema,
  blogCategorySummarySchema,
  featuredBlogCategorySchema,
} from './blog-categories.schemas';

const tags = ['blog'];
const read = publicReads(tags);

export const list = read.get('/blog_categories/', 'Blog categories (minified), by position', paginated(blogCategorySummarySchema, 'BlogCategorySummary'), listQuery());

const featuredQuery = listQuery(PAGE_SIZE.featuredBlogCategories).extend({
  posts_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZE.blogList)
    .default(PAGE_SIZE.related)
    .openapi({ description: 'Latest posts per category' }),
});

export const featured = read.get('/blog_categories/get_featured_blog_categories/', 'Featured blog categories of the blog home, each with its latest posts', paginated(featuredBlogCategorySchema, 'FeaturedBlogCategory'), featuredQuery);

export const create = adminRoute({
  method: 'post',
  path: '/blog_categories/',
  tags,
  summary: 'Create a blog category with its content per locale; its slugs join the slug registry',
  request: { body: jsonBody(blogCategoryInputSchema) },
  responses: { 201: json(blogCategoryCreatedSchema, 'Created'), ...errorsOf(401, 409, 422) },
});

export const bySlug = read.bySlug('/blog_categories/by_slug/{slug}/', 'A blog category by its slug in the locale', blogCategoryDetailSchema);

export const byId = read.byId('/blog_categories/{id}/', 'A blog category with its SEO fields', blogCategoryDetailSchema);

export const posts = read.byId('/blog_categories/{id}/posts/', 'A blog category’s posts, newest first', paginated(postSummarySchema, 'PostSummary'), listQuery(PAGE_SIZE.blogList));
