import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { MAX_DB_INT, MAX_SLUG_LENGTH, PAGE_SIZE } from '@/lib/constants';
import { hasControlCharacters, hasControlCharactersInText } from '@/lib/request-guard';

/** `language` selects the locale's content; fr-be when absent (SPEC §7). */
export const languageQuery = z.object({
  language: z.enum(LOCALES).default('fr-be').openapi({ description: 'Site locale', example: 'fr-be' }),
});

/**
 * An id as the database keeps it: a positive PostgreSQL integer (int4). A larger number names
 * nothing and would fail in the database, so it is a 400 here, like any other malformed id.
 */
export const dbId = z.number().int().min(1).max(MAX_DB_INT);

/** An id from a path or a query string. */
export const idQuery = z.coerce.number().int().min(1).max(MAX_DB_INT);

/** A page number: 1-based, at most the largest integer the database pages by. */
export const pageNumber = z.coerce.number().int().min(1).max(MAX_DB_INT);

/** A page size from a query string. */
export const pageSize = (defaultSize: number, max = 100) => z.coerce.number().int().min(1).max(max).default(defaultSize);

/** A slug (or a parent's slug, or a key): what the slug columns can hold, no control character. */
export const slugText = z
  .string()
  .min(1)
  .max(MAX_SLUG_LENGTH)
  .refine((value) => !hasControlCharacters(value), 'Must not contain control characters');

/** Free text typed by a visitor or an editor (search, names): bounded, no NUL or other control character. */
export const freeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlCharactersInText(value), 'Must not contain control characters');

export const pageQuery = (defaultSize: number = PAGE_SIZE.general) =>
  z.object({
    page: pageNumber.default(1).openapi({ description: '1-based page', example: 1 }),
    size: pageSize(defaultSize).openapi({ example: defaultSize }),
  });

export const listQuery = (defaultSize?: number) => languageQuery.extend(pageQuery(defaultSize).shape);

/** Arrays in query strings are repeated keys; a key given once arrives as a plain string. */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));

/** "true"/"false"/"1"/"0" from a query string. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const idParam = z.object({
  id: idQuery.openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

export const slugParam = z.object({
  slug: slugText.openapi({ param: { name: 'slug', in: 'path' }, example: 'espagne' }),
});

export const paginated = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({ count: z.number().int().openapi({ example: 42 }), results: z.array(item) })
    .openapi(`${name}Page`);

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'not_found' }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .openapi('Error');

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

/**
 * Error answers every route may give; add the ones that apply. The 413 of the body limit is added
 * by the router to every route that takes a body (lib/router.ts).
 */
export const errors = {
  400: errorContent('Malformed query or path parameter'),
  401: errorContent('Missing or invalid token'),
  403: errorContent('Forbidden'),
  404: errorContent('Not found'),
  409: errorContent('Conflict'),
  410: errorContent('Gone: what the request names existed and no longer holds, e.g. an expired link'),
  413: errorContent('Request body too large: JSON over 64 KB (1 MB with an editor token), an upload over its file limit'),
  415: errorContent('Unsupported media type'),
  422: errorContent('Invalid body'),
  429: errorContent('Too many requests; see Retry-After'),
} as const;

export const json = <T extends z.ZodType>(schema: T, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** Marks a route as needing an admin token in the OpenAPI document. */
export const adminOnly = [{ bearerAuth: [] }];

export const mediaRef = z
  .object({
    id: z.number().int(),
    file: z.string(),
    url: z.string().openapi({ example: '/storage/media/seed/store-1.webp' }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    alt: z.string(),
  })
  .openapi('Media');
