import { z } from '@hono/zod-openapi';
import { PAGE_SIZE } from '@/lib/constants';
import { publicReads } from '../lib/routes';
import { idQuery, languageQuery, listQuery, paginated } from '../lib/schemas';
import { storeSummarySchema } from '../stores/stores.schemas';
import { postDetailSchema, postSummarySchema } from './posts.schemas';

const read = publicReads(['blog']);

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
