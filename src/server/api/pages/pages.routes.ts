import { z } from '@hono/zod-openapi';
import { contactForm } from '@/lib/forms';
import { adminRoute, publicForm, publicReads } from '../lib/routes';
import { errors, json, jsonBody, languageQuery, slugText } from '../lib/schemas';
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
const read = publicReads(tags);

const pageKey = slugText.max(60).openapi({ example: 'about_us_page' });

export const getPage = read.find('/pages/{page}/', 'A page by key (home_page, blog_page, about_us_page, ...) in the locale', pageSchema, {
  params: z.object({ page: pageKey.openapi({ param: { name: 'page', in: 'path' } }) }),
  query: languageQuery,
});

export const updatePage = adminRoute({
  method: 'put',
  path: '/pages/update_page/',
  tags,
  summary: 'Update a page’s content in the locale and its banner; HTML is sanitized',
  request: { query: languageQuery.extend({ page: pageKey }), body: jsonBody(pageUpdateSchema) },
  responses: { 200: json(pageSchema), 400: errors[400], 401: errors[401], 404: errors[404], 422: errors[422] },
});

export const homePageStores = read.get('/pages/home_page_stores/', 'The stores picked for the home page, in order', z.array(storeSummarySchema));

export const homepageBanner = read.find('/pages/homepage_banner/', 'The home page banner of the locale', homepageBannerSchema);

export const copyright = read.find('/pages/copyright/', 'The copyright line and brand name of the locale', copyrightSchema);

export const footerLinks = read.get('/pages/footer_links/', 'Footer links by position, split into common links and the copyright line', footerLinksSchema);

export const sendEmail = publicForm(tags, '/pages/send_email/', 'The contact form: the message is stored before the answer', 'send_email', contactForm, contactSentSchema, 'Stored');
