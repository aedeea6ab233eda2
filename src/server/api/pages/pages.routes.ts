import { createRoute, z } from '@hono/zod-openapi';
import { contactForm } from '@/lib/forms';
import { requireAdmin } from '../lib/auth';
import { rateLimit } from '../lib/rate-limit';
import { adminOnly, errors, json, jsonBody, languageQuery, slugText } from '../lib/schemas';
import { storeSummarySchema } from '../stores/stores.schemas';
import {
  contactSentSchema,
  copyrightSchema,
  footerLinksSchema,
  homepageBannerSchema,
  pageSchema,
  pageUpdateSchema,
} from './pages.schemas';

const tags = ['pages'];

const pageKey = slugText.max(60).openapi({ example: 'about_us_page' });

export const getPage = createRoute({
  method: 'get',
  path: '/pages/{page}/',
  tags,
  summary: 'A page by key (home_page, blog_page, about_us_page, ...) in the locale',
  request: { params: z.object({ page: pageKey.openapi({ param: { name: 'page', in: 'path' } }) }), query: languageQuery },
  responses: { 200: json(pageSchema), 400: errors[400], 404: errors[404] },
});

export const updatePage = createRoute({
  method: 'put',
  path: '/pages/update_page/',
  tags,
  summary: 'Update a page’s content in the locale and its banner; HTML is sanitized',
  security: adminOnly,
  middleware: [requireAdmin] as const,
  request: { query: languageQuery.extend({ page: pageKey }), body: jsonBody(pageUpdateSchema) },
  responses: { 200: json(pageSchema), 400: errors[400], 401: errors[401], 404: errors[404], 422: errors[422] },
});

export const homePageStores = createRoute({
  method: 'get',
  path: '/pages/home_page_stores/',
  tags,
  summary: 'The stores picked for the home page, in order',
  request: { query: languageQuery },
  responses: { 200: json(z.array(storeSummarySchema)), 400: errors[400] },
});

export const homepageBanner = createRoute({
  method: 'get',
  path: '/pages/homepage_banner/',
  tags,
  summary: 'The home page banner of the locale',
  request: { query: languageQuery },
  responses: { 200: json(homepageBannerSchema), 400: errors[400], 404: errors[404] },
});

export const copyright = createRoute({
  method: 'get',
  path: '/pages/copyright/',
  tags,
  summary: 'The copyright line and brand name of the locale',
  request: { query: languageQuery },
  responses: { 200: json(copyrightSchema), 400: errors[400], 404: errors[404] },
});

export const footerLinks = createRoute({
  method: 'get',
  path: '/pages/footer_links/',
  tags,
  summary: 'Footer links by position, split into common links and the copyright line',
  request: { query: languageQuery },
  responses: { 200: json(footerLinksSchema), 400: errors[400] },
});

export const sendEmail = createRoute({
  method: 'post',
  path: '/pages/send_email/',
  tags,
  summary: 'The contact form: the message is stored before the answer',
  middleware: [rateLimit('send_email')] as const,
  request: { query: languageQuery, body: jsonBody(contactForm) },
  responses: {
    201: json(contactSentSchema, 'Stored'),
    400: errors[400],
    422: errors[422],
    429: errors[429],
  },
});
