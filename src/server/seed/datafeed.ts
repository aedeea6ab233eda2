import 'server-only';
import type { partners, propertyCategories, serviceTypes } from '../db/schema';
import type { Dictionaries } from './categories';
import type { SeedContext } from './context';
import { PARTNERS, PROPERTY_CATEGORIES, SERVICE_TYPES } from './datafeed-data';
import { partnerLogo } from './media';

export type DatafeedDictionaries = Dictionaries & {
  partners: (typeof partners.$inferInsert & { id: number; code: string; sells: string[] | 'all' })[];
  propertyCategoryRows: (typeof propertyCategories.$inferInsert)[];
  serviceTypeRows: (typeof serviceTypes.$inferInsert)[];
};

export function buildDatafeedDictionaries(ctx: SeedContext): DatafeedDictionaries {
  const propertyCategoryRows = PROPERTY_CATEGORIES.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name, position: i }));
  const serviceTypeRows = SERVICE_TYPES.map((s, i) => ({ id: i + 1, slug: s.slug, name: s.name, position: i }));
  return {
    partners: PARTNERS.map((pa, i) => ({
      id: i + 1,
      name: pa.name,
      slug: pa.slug,
      website: pa.website,
      logo: partnerLogo(ctx.media, pa.name, pa.slug),
      position: i,
      code: pa.code,
      sells: pa.sells,
    })),
    propertyCategoryRows,
    serviceTypeRows,
    propertyCategories: new Map(propertyCategoryRows.map((r) => [r.slug, r.id])),
    serviceTypes: new Map(serviceTypeRows.map((r) => [r.slug, r.id])),
  };
}
