import 'server-only';
import type { ContinentData, CountryData } from './destination-shapes';
import { AFRICA_AND_ASIA } from './destinations-africa-asia';
import { AMERICAS_AND_OCEANIA } from './destinations-americas-oceania';
import { EUROPE } from './destinations-europe';

export type { ContinentData, CountryData, PlaceData, RegionData, StayKind } from './destination-shapes';

export const CONTINENTS: ContinentData[] = [
  { code: 'EU', name: { fr: 'Europe', nl: 'Europa' } },
  { code: 'AF', name: { fr: 'Afrique', nl: 'Afrika' } },
  { code: 'AS', name: { fr: 'Asie', nl: 'Azië' } },
  { code: 'NA', name: { fr: 'Amérique du Nord', nl: 'Noord-Amerika' } },
  { code: 'SA', name: { fr: 'Amérique du Sud', nl: 'Zuid-Amerika' } },
  { code: 'OC', name: { fr: 'Océanie', nl: 'Oceanië' } },
];

/** Every country, continent after continent: the order fixes the seeded ids and slugs. */
export const COUNTRIES: CountryData[] = [...EUROPE, ...AFRICA_AND_ASIA, ...AMERICAS_AND_OCEANIA];
