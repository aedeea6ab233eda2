import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { PAGE_KEYS } from '@/server/services/pages';
import { adminRoute, errorsOf } from '../lib/routes';
import { json, listQuery, paginated, slugText } from '../lib/schemas';

const tags = ['admin'];

const pageKey = z.enum(PAGE_KEYS).openapi({ example: 'about_us_page' });

export const pageRowSchema = z
  .object({
    id: pageKey.openapi({ description: 'The page key, as react-admin names a record' }),
    key: pageKey,
    title: z.string().openapi({ description: 'In `language`, else in another locale it has; empty for a page without content anywhere' }),
    path: z.string().openapi({ description: 'Its public path in `language`, without locale prefix', example: '/a-propos' }),
    locales: z.array(z.enum(LOCALES)),
    missing_locales: z.array(z.enum(LOCALES)),
    updated_at: z.string().nullable().openapi({ description: 'Null until its first write' }),
  })
  .openapi('PageRow');

const pageTranslationRecordSchema = z.object({
  title: z.string(),
  header_1: z.string(),
  header_2: z.string(),
  content: z.string().openapi({ description: 'Sanitized HTML' }),
  blocks: z.record(z.string(), z.unknown()),
  seo_title: z.string(),
  meta_description: z.string(),
  seo_image_id: z.number().int().nullable(),
});

export const pageRecordSchema = z
  .object({
    id: pageKey,
    key: pageKey,
    banner_id: z.number().int().nullable(),
    updated_at: z.string().nullable(),
    paths: z.record(z.enum(LOCALES), z.string()).openapi({ description: 'Its public path in each locale, without locale prefix' }),
    translations: z.partialRecord(z.enum(LOCALES), pageTranslationRecordSchema),
  })
  .openapi('PageRecord');

export const list = adminRoute({
  method: 'get',
  path: '/admin/pages/',
  tags,
  summary: 'Every page key (home, blog and static pages) in a fixed order, with the locales it has content in and those it lacks',
  request: { query: listQuery(25) },
  responses: { 200: json(paginated(pageRowSchema, 'PageRow')), ...errorsOf(400, 401) },
});

export const record = adminRoute({
  method: 'get',
  path: '/admin/pages/{key}/',
  tags,
  summary: 'A page as editors write it: every locale’s texts, blocks and SEO fields (what PUT /api/pages/update_page/ takes, one locale at a time)',
  request: { params: z.object({ key: slugText.max(60).openapi({ param: { name: 'key', in: 'path' }, example: 'about_us_page' }) }) },
  responses: { 200: json(pageRecordSchema), ...errorsOf(400, 401, 404) },
});
