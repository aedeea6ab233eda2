import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/locales';
import { LANDING_ORDERINGS } from '@/server/services/landing-pages-admin-list';
import { categoryRecordSchema, destinationRecordSchema } from '../categories/landing-page.schemas';
import { adminRoute, errorsOf } from '../lib/routes';
import { freeText, idParam, idQuery, json, languageQuery, listQuery, paginated, queryArray } from '../lib/schemas';

const tags = ['admin'];

/** The back-office's reads of categories and destinations (SPEC §3 landing pages), alike for both. */

const rowSchema = (name: string) =>
  z
    .object({
      id: z.number().int(),
      name: z.string().openapi({ description: 'In `language`, else in another locale it has' }),
      slug: z.string().openapi({ description: 'In the same locale as `name`' }),
      level: z.number().int(),
      parent_id: z.number().int().nullable(),
      parent: z.string().nullable().openapi({ description: 'The parent’s name, as `name`' }),
      position: z.number().int(),
      in_menu: z.boolean(),
      missing_locales: z.array(z.enum(LOCALES)),
    })
    .openapi(name);

const orderings = [...LANDING_ORDERINGS, ...LANDING_ORDERINGS.map((o) => `-${o}` as const)] as const;

const listFilters = listQuery(25).extend({
  q: freeText(100).trim().min(1).optional().openapi({ description: 'Words of a name or slug, in any locale' }),
  parent_id: idQuery.optional().openapi({ description: 'Only the direct children of this node' }),
  level: queryArray(z.coerce.number().int().min(1).max(3)).optional().openapi({ description: 'Only these levels (repeat the key for several)' }),
  id: queryArray(idQuery)
    .refine((ids) => ids.length <= 100, 'At most 100 ids')
    .optional().openapi({ description: 'Only these nodes (repeat the key): the choices a form already holds' }),
  ordering: z.enum(orderings).optional().openapi({ description: '`tree` (the default): each node after its parent, siblings by position' }),
});

function landingAdminRoutes<P extends string, R extends z.ZodType>(path: P, what: string, row: string, record: R, write: string) {
  return {
    list: adminRoute({
      method: 'get',
      path: `/admin/${path}/`,
      tags,
      summary: `Every ${what} in the order of the tree; filter by words of a name or slug (any locale), parent, level or ids`,
      request: { query: listFilters },
      responses: { 200: json(paginated(rowSchema(row), row)), ...errorsOf(400, 401) },
    }),
    record: adminRoute({
      method: 'get',
      path: `/admin/${path}/{id}/`,
      tags,
      summary: `A ${what} as editors write it: every locale’s texts and FAQ, the ids of what it shows (the record ${write} answers)`,
      request: { params: idParam },
      responses: { 200: json(record), ...errorsOf(400, 401, 404) },
    }),
  };
}

export const categories = landingAdminRoutes('categories', 'category', 'CategoryRow', categoryRecordSchema, 'PATCH /api/categories/{id}/');
export const destinations = landingAdminRoutes('destinations', 'destination', 'DestinationRow', destinationRecordSchema, 'PATCH /api/destinations/{id}/');

const continentSchema = z.object({ id: z.number().int(), code: z.string().openapi({ example: 'EU' }), name: z.string() }).openapi('ContinentChoice');

export const continents = {
  list: adminRoute({
    method: 'get',
    path: '/admin/continents/',
    tags,
    summary: 'The continents a country may belong to, by position, named in `language` (else by their code)',
    request: { query: languageQuery },
    responses: { 200: json(paginated(continentSchema, 'ContinentChoice')), ...errorsOf(400, 401) },
  }),
};
