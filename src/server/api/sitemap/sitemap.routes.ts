import { createRoute, z } from '@hono/zod-openapi';
import { errors, json, languageQuery } from '../lib/schemas';

const link = z.object({ id: z.number().int(), name: z.string(), path: z.string() }).openapi('SitemapLink');

const tree = z
  .array(link.extend({ children: z.array(link.extend({ children: z.array(link) })) }))
  .openapi('SitemapTree');

export const htmlSitemapSchema = z
  .object({
    stores: z.array(link),
    categories: tree,
    destinations: tree.openapi({ description: 'Countries, their regions and the regions\' places' }),
    blog_categories: z.array(link.extend({ posts: z.array(link) })),
  })
  .openapi('HtmlSitemap');

export const htmlSitemap = createRoute({
  method: 'get',
  path: '/sitemap/get_html_sitemap_data/',
  tags: ['sitemap'],
  summary: 'Everything the HTML sitemap page lists, grouped, with names and site paths',
  request: { query: languageQuery },
  responses: { 200: json(htmlSitemapSchema), 400: errors[400] },
});
