import { z } from '@hono/zod-openapi';
import { faqItem } from '@/lib/editing/common';
import { adminRoute, errorsOf } from '../lib/routes';
import { idParam, idQuery, json, jsonBody, languageQuery } from '../lib/schemas';
import { faqItemListSchema } from './landing-page.schemas';

/**
 * The writes categories and destinations share (SPEC §3 landing pages): create under a parent,
 * change, delete, and a page's FAQ question by question in one locale.
 */

const SLUGS =
  'A slug another entity holds under the same parent in the locale answers 409 naming it (`details[].entity_type`, `details[].id`); a locale needs its parent’s content in that locale (422).';

/** Questions a page holds at most; positions count from 1. */
const MAX_POSITION = 50;

const positionParams = idParam.extend({
  position: z.coerce.number().int().min(1).max(MAX_POSITION).openapi({ param: { name: 'position', in: 'path' }, description: 'From 1', example: 1 }),
});

const faqItemInput = faqItem.openapi('FaqItemInput');

export function landingWriteRoutes<B extends string, I extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  base: B,
  tags: string[],
  kind: string,
  schemas: { input: I; patch: P; record: R },
) {
  return {
    create: adminRoute({
      method: 'post',
      path: `${base}/`,
      tags,
      summary: `Creates a ${kind} under \`parent_id\` (or at the top), with its content and slug per locale; its slugs join the slug registry`,
      description: SLUGS,
      request: { body: jsonBody(schemas.input) },
      responses: { 201: json(schemas.record, 'Created'), ...errorsOf(401, 409, 422) },
    }),
    patch: adminRoute({
      method: 'patch',
      path: `${base}/{id}/`,
      tags,
      summary: `Changes the given fields of a ${kind}; per locale an object changes the given texts (a new locale needs name and slug), null removes the locale`,
      description: `The parent stays. Removing a locale that children have content in answers 409 listing them. ${SLUGS}`,
      request: { params: idParam, body: jsonBody(schemas.patch) },
      responses: { 200: json(schemas.record), ...errorsOf(400, 401, 404, 409, 422) },
    }),
    remove: adminRoute({
      method: 'delete',
      path: `${base}/{id}/`,
      tags,
      summary: `Deletes a ${kind} nothing depends on`,
      description: `While children or what would go with it remain, answers 409 listing them in \`details\` (\`entity_type\`, \`count\`, the first \`ids\`). The lists it was picked into lose it.`,
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...errorsOf(400, 401, 404, 409) },
    }),
    addFaqItem: adminRoute({
      method: 'post',
      path: `${base}/{id}/faq_items/`,
      tags,
      summary: `Adds a question to a ${kind} page’s FAQ in \`language\`, at \`position\` (the end when left out)`,
      request: {
        params: idParam,
        query: languageQuery.extend({ position: idQuery.max(MAX_POSITION).optional().openapi({ description: 'From 1' }) }),
        body: jsonBody(faqItemInput),
      },
      responses: { 201: json(faqItemListSchema, 'Added'), ...errorsOf(400, 401, 404, 422) },
    }),
    replaceFaqItem: adminRoute({
      method: 'put',
      path: `${base}/{id}/faq_items/{position}/`,
      tags,
      summary: `Replaces a question of a ${kind} page’s FAQ in \`language\``,
      request: { params: positionParams, query: languageQuery, body: jsonBody(faqItemInput) },
      responses: { 200: json(faqItemListSchema), ...errorsOf(400, 401, 404, 422) },
    }),
    removeFaqItem: adminRoute({
      method: 'delete',
      path: `${base}/{id}/faq_items/{position}/`,
      tags,
      summary: `Removes a question of a ${kind} page’s FAQ in \`language\``,
      request: { params: positionParams, query: languageQuery },
      responses: { 200: json(faqItemListSchema), ...errorsOf(400, 401, 404) },
    }),
  };
}

/** The questions as the FAQ writes answer them. */
export const faqList = <T>(items: T[]) => ({ count: items.length, results: items });
