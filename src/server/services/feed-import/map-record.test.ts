import { describe, expect, test } from 'vitest';
import { feedMappingSchema, type FeedMapping, type FeedMappingInput } from '@/lib/feed-mapping';
import { buildFeedDictionaries, mapRecord, normalizeName, parseEuroCents, type FeedRow } from './map-record';
import type { FeedFields } from './read-feed';

const FRANCE = 1;
const SPAIN = 2;
const PACA = 11;
const BRITTANY = 12;
const REUNION = 13;
const CATALONIA = 21;
const NICE = 101;
const SAINT_MALO = 102;
const SAINT_DENIS_BRITTANY = 103;
const SAINT_DENIS_REUNION = 104;
const BARCELONA = 201;
const HOLIDAY_HOME = 1;
const CAMPING = 2;
const POOL = 10;
const WIFI = 11;
const PETS = 12;

const dictionaries = buildFeedDictionaries({
  destinations: [
    { id: FRANCE, level: 1, parentId: null, countryCode: 'FR', names: ['France', 'Frankrijk', 'france', 'frankrijk'] },
    { id: SPAIN, level: 1, parentId: null, countryCode: 'es', names: ['Espagne', 'Spanje', 'espagne', 'spanje'] },
    { id: PACA, level: 2, parentId: FRANCE, countryCode: null, names: ["Provence-Alpes-Côte d'Azur", 'provence-alpes-cote-d-azur'] },
    { id: BRITTANY, level: 2, parentId: FRANCE, countryCode: null, names: ['Bretagne', 'bretagne'] },
    { id: REUNION, level: 2, parentId: FRANCE, countryCode: null, names: ['La Réunion', 'la-reunion'] },
    { id: CATALONIA, level: 2, parentId: SPAIN, countryCode: null, names: ['Catalogne', 'Catalonië', 'catalogne', 'catalonie'] },
    { id: NICE, level: 3, parentId: PACA, countryCode: null, names: ['Nice', 'nice'] },
    { id: SAINT_MALO, level: 3, parentId: BRITTANY, countryCode: null, names: ['Saint-Malo', 'saint-malo'] },
    { id: SAINT_DENIS_BRITTANY, level: 3, parentId: BRITTANY, countryCode: null, names: ['Saint-Denis', 'saint-denis'] },
    { id: SAINT_DENIS_REUNION, level: 3, parentId: REUNION, countryCode: null, names: ['Saint-Denis', 'saint-denis'] },
    { id: BARCELONA, level: 3, parentId: CATALONIA, countryCode: null, names: ['Barcelone', 'Barcelona', 'barcelone'] },
  ],
  rentalTypes: [
    { id: HOLIDAY_HOME, slug: 'holiday-home', names: ['Maison de vacances', 'Vakantiehuis'] },
    { id: CAMPING, slug: 'camping', names: ['Camping'] },
  ],
  services: [
    { id: POOL, slug: 'pool', names: ['Piscine', 'Zwembad'] },
    { id: WIFI, slug: 'wifi', names: ['Wi-Fi'] },
    { id: PETS, slug: 'pets-allowed', names: ['Animaux admis', 'Huisdieren toegestaan'] },
  ],
  typesOfStay: ['beach', 'city', 'mountain', 'countryside'],
});

const defaultMapping = feedMappingSchema.parse({});

const valid: FeedFields = {
  external_id: ' P-1 ',
  name: '  Villa   Rosa\n by the sea ',
  image: 'https://cdn.partner.example/images/1.jpg',
  deep_link: 'https://www.partner.example/deals/1?utm_source=site',
  country: 'FR',
  region: 'Bretagne',
  city: 'Saint-Malo',
  rental_type: 'holiday-home',
  services: 'pool|wifi',
  type_of_stay: 'beach',
  price: '499.50',
  old_price: '599',
  nights: '7',
  stars: '4',
  departure_date: '2026-07-04',
  last_minute: 'yes',
};

type Changes = Record<string, string | string[] | undefined>;

/** The valid record with `changes`; a field set to undefined is left out. */
function fieldsWith(changes: Changes): FeedFields {
  const fields: FeedFields = {};
  for (const [key, value] of Object.entries({ ...valid, ...changes })) if (value !== undefined) fields[key] = value;
  return fields;
}

function mapped(fields: FeedFields, mapping: FeedMapping = defaultMapping) {
  return mapRecord({ line: 7, fields }, mapping, dictionaries);
}

function rowOf(changes: Changes, mapping?: FeedMapping): FeedRow {
  const result = mapped(fieldsWith(changes), mapping);
  if (!('row' in result)) throw new Error(`rejected: ${result.rejection.reason}`);
  return result.row;
}

function rejectionOf(changes: Changes, mapping?: FeedMapping) {
  const result = mapped(fieldsWith(changes), mapping);
  if (!('rejection' in result)) throw new Error('not rejected');
  return result.rejection;
}

function mappingOf(input: FeedMappingInput): FeedMapping {
  return feedMappingSchema.parse(input);
}

test('a valid record becomes a row', () => {
  expect(mapped(valid)).toEqual({
    row: {
      line: 7,
      externalId: 'P-1',
      name: 'Villa Rosa by the sea',
      image: 'https://cdn.partner.example/images/1.jpg',
      deepLink: 'https://www.partner.example/deals/1?utm_source=site',
      countryId: FRANCE,
      regionId: BRITTANY,
      cityId: SAINT_MALO,
      propertyCategoryId: HOLIDAY_HOME,
      serviceTypeIds: [POOL, WIFI],
      typeOfStay: 'beach',
      price: 49950,
      oldPrice: 59900,
      hasDiscount: true,
      duration: 7,
      rating: 4,
      isLastMinute: true,
      departureDate: '2026-07-04',
    },
  });
});

test('optional fields may be left out', () => {
  const row = rowOf({});
  const fields: FeedFields = { ...valid };
  for (const field of ['region', 'city', 'services', 'old_price', 'departure_date', 'last_minute']) delete fields[field];
  expect(mapped(fields)).toEqual({
    row: { ...row, regionId: null, cityId: null, serviceTypeIds: [], oldPrice: null, hasDiscount: false, isLastMinute: false, departureDate: null },
  });
});

test('the first failing field in the order of the fields is the reason', () => {
  expect(rejectionOf({ name: undefined, price: 'abc', country: 'Atlantis' })).toEqual({ line: 7, field: 'name', reason: 'name is missing' });
  expect(rejectionOf({ price: 'abc', country: 'Atlantis' })).toEqual({ line: 7, field: 'country', reason: "unknown country 'Atlantis'" });
});

describe('columns, defaults and lists', () => {
  test('a field reads the column the mapping names, else the column named like it', () => {
    const mapping = mappingOf({ fields: { external_id: 'sku', price: 'pricing.amount' } });
    const row = rowOf({ external_id: 'ignored', sku: 'SKU-9', 'pricing.amount': '12' }, mapping);
    expect(row.externalId).toBe('SKU-9');
    expect(row.price).toBe(1200);
    expect(rejectionOf({ sku: undefined }, mapping)).toMatchObject({ field: 'external_id', reason: "external_id is missing (column 'sku')" });
  });

  test('a default stands in for an absent or blank column, not for a given value', () => {
    const mapping = mappingOf({ defaults: { rental_type: 'camping', services: 'pool', last_minute: 'no' } });
    expect(rowOf({ rental_type: undefined, services: '  ', last_minute: '' }, mapping)).toMatchObject({
      propertyCategoryId: CAMPING,
      serviceTypeIds: [POOL],
      isLastMinute: false,
    });
    expect(rowOf({ rental_type: ' ' }, mapping).propertyCategoryId).toBe(CAMPING);
    expect(rowOf({ rental_type: 'holiday-home' }, mapping).propertyCategoryId).toBe(HOLIDAY_HOME);
  });

  test('a list gives its first value, except services, which take them all', () => {
    expect(rowOf({ image: ['/images/a.jpg', '/images/b.jpg'], services: ['pool', 'wifi|pets-allowed'] })).toMatchObject({
      image: '/images/a.jpg',
      serviceTypeIds: [POOL, WIFI, PETS],
    });
  });

  test('a column named like a member of Object.prototype is just absent', () => {
    const mapping = mappingOf({ fields: { region: 'constructor', city: 'toString' } });
    expect(rowOf({}, mapping)).toMatchObject({ regionId: null, cityId: null });
  });
});

describe('text and links', () => {
  test('external_id: trimmed, at most 80 characters, no control characters', () => {
    expect(rowOf({ external_id: `  ${'x'.repeat(80)}  ` }).externalId).toBe('x'.repeat(80));
    expect(rejectionOf({ external_id: 'x'.repeat(81) })).toMatchObject({ field: 'external_id', reason: 'external_id is longer than 80 characters' });
    expect(rejectionOf({ external_id: '   ' })).toMatchObject({ field: 'external_id', reason: 'external_id is missing' });
    expect(rejectionOf({ external_id: 'a\u0000b' })).toMatchObject({ field: 'external_id', reason: expect.stringContaining('control characters') });
  });

  test('name: blanks and control characters collapse, 1 to 200 characters', () => {
    expect(rowOf({ name: 'Villa\u0000\tRosa\u00a0 bis' }).name).toBe('Villa Rosa bis');
    expect(rowOf({ name: 'é'.repeat(200) }).name).toHaveLength(200);
    expect(rejectionOf({ name: 'x'.repeat(201) })).toMatchObject({ field: 'name', reason: 'name is longer than 200 characters' });
    expect(rejectionOf({ name: '\u0000\u0001' })).toMatchObject({ field: 'name', reason: 'name is missing' });
  });

  test('image: an absolute http(s) URL or a path from the root, percent-encoded', () => {
    expect(rowOf({ image: 'http://cdn.example/a b.jpg' }).image).toBe('http://cdn.example/a%20b.jpg');
    expect(rowOf({ image: '/media/villa rosa.jpg?w=800' }).image).toBe('/media/villa%20rosa.jpg?w=800');
    for (const image of ['//evil.example/a.jpg', '/\\evil.example/a.jpg', 'images/a.jpg', 'ftp://cdn.example/a.jpg', 'javascript:alert(1)', 'https://']) {
      expect(rejectionOf({ image })).toMatchObject({ field: 'image', reason: expect.stringContaining('is not an http(s) URL or a path starting with /') });
    }
    expect(rejectionOf({ image: `https://cdn.example/${'a'.repeat(2000)}` })).toMatchObject({ field: 'image', reason: 'image is longer than 2000 characters' });
  });

  test('deep_link: an absolute http(s) URL of at most 2000 characters', () => {
    expect(rowOf({ deep_link: 'HTTPS://Partner.Example/deal?id=1' }).deepLink).toBe('https://partner.example/deal?id=1');
    expect(rejectionOf({ deep_link: '/deals/1' })).toEqual({ line: 7, field: 'deep_link', reason: "deep_link '/deals/1' is not an absolute http(s) URL" });
    expect(rejectionOf({ deep_link: 'mailto:a@b.c' })).toMatchObject({ field: 'deep_link' });
    expect(rejectionOf({ deep_link: `https://partner.example/${'a'.repeat(2000)}` })).toMatchObject({ field: 'deep_link', reason: 'deep_link is longer than 2000 characters' });
  });

  test('a long value is cut in the reason', () => {
    const reason = rejectionOf({ deep_link: 'x'.repeat(500) }).reason;
    expect(reason.length).toBeLessThan(150);
    expect(reason).toContain('…');
  });
});

describe('places', () => {
  test('a country by its code in any case, by a name in any locale, by its slug, accents and case aside', () => {
    for (const country of ['FR', 'fr', ' Fr ', 'France', 'FRANCE', 'frankrijk', 'france']) expect(rowOf({ country, region: '', city: '' }).countryId).toBe(FRANCE);
    expect(rowOf({ country: 'ES', region: '', city: '' }).countryId).toBe(SPAIN);
    expect(rejectionOf({ country: 'Atlantis' })).toEqual({ line: 7, field: 'country', reason: "unknown country 'Atlantis'" });
    expect(rejectionOf({ country: 'XX' })).toMatchObject({ field: 'country', reason: "unknown country 'XX'" });
    // A region's name is not a country.
    expect(rejectionOf({ country: 'Bretagne' })).toMatchObject({ field: 'country' });
  });

  test('a region of that country by name or slug', () => {
    expect(rowOf({ region: 'provence-alpes-cote-d-azur', city: 'Nice' })).toMatchObject({ regionId: PACA, cityId: NICE });
    expect(rowOf({ region: "PROVENCE ALPES CÔTE D'AZUR", city: '' })).toMatchObject({ regionId: PACA, cityId: null });
    expect(rejectionOf({ region: 'Catalogne', city: '' })).toEqual({ line: 7, field: 'region', reason: "unknown region 'Catalogne' in 'FR'" });
  });

  test('a city of the region given; with no region, any place of the country, whose region it gives', () => {
    expect(rowOf({ region: 'Bretagne', city: 'saint malo' })).toMatchObject({ regionId: BRITTANY, cityId: SAINT_MALO });
    expect(rowOf({ region: '', city: 'Nice' })).toMatchObject({ countryId: FRANCE, regionId: PACA, cityId: NICE });
    expect(rowOf({ country: 'Spanje', region: '', city: 'Barcelona' })).toMatchObject({ countryId: SPAIN, regionId: CATALONIA, cityId: BARCELONA });
    expect(rejectionOf({ region: 'Bretagne', city: 'Nice' })).toEqual({ line: 7, field: 'city', reason: "unknown city 'Nice' in 'Bretagne'" });
    expect(rejectionOf({ region: '', city: 'Barcelone' })).toEqual({ line: 7, field: 'city', reason: "unknown city 'Barcelone' in 'FR'" });
  });

  test('a name two places of the country share is ambiguous without the region', () => {
    expect(rejectionOf({ region: '', city: 'Saint-Denis' })).toEqual({
      line: 7,
      field: 'city',
      reason: "ambiguous city 'Saint-Denis': several places in 'FR' have that name; give the region",
    });
    expect(rowOf({ region: 'la-reunion', city: 'Saint-Denis' })).toMatchObject({ regionId: REUNION, cityId: SAINT_DENIS_REUNION });
    expect(rowOf({ region: 'Bretagne', city: 'saint-denis' })).toMatchObject({ regionId: BRITTANY, cityId: SAINT_DENIS_BRITTANY });
  });

  test('a name two countries share is ambiguous', () => {
    const shared = buildFeedDictionaries({
      destinations: [
        { id: 1, level: 1, parentId: null, countryCode: 'CG', names: ['Congo'] },
        { id: 2, level: 1, parentId: null, countryCode: 'CD', names: ['Congo'] },
      ],
      rentalTypes: [{ id: 1, slug: 'camping', names: [] }],
      services: [],
      typesOfStay: ['beach'],
    });
    const result = mapRecord({ line: 3, fields: { ...valid, country: 'congo', region: '', city: '', rental_type: 'camping', services: '' } }, defaultMapping, shared);
    expect(result).toEqual({ rejection: { line: 3, field: 'country', reason: "ambiguous country 'congo': several countries have that name" } });
    expect(mapRecord({ line: 3, fields: { ...valid, country: 'CD', region: '', city: '', rental_type: 'camping', services: '' } }, defaultMapping, shared)).toMatchObject({
      row: { countryId: 2 },
    });
  });
});

describe('rental type, services, type of stay', () => {
  test('rental type by slug or by name in any locale', () => {
    for (const rental_type of ['holiday-home', 'Holiday Home', 'holiday_home', 'Maison de vacances', 'VAKANTIEHUIS']) {
      expect(rowOf({ rental_type }).propertyCategoryId).toBe(HOLIDAY_HOME);
    }
    expect(rejectionOf({ rental_type: 'Igloo' })).toEqual({ line: 7, field: 'rental_type', reason: "unknown rental type 'Igloo'" });
  });

  test('the mapping translates values first, as written then normalized', () => {
    const mapping = mappingOf({
      values: { rental_type: { 'Stacaravan': 'camping', 'Gîte Rural': 'holiday-home', 'Hut': 'igloo' }, services: { WLAN: 'wifi', Zwembad: 'wifi' }, type_of_stay: { Strand: 'beach' } },
    });
    expect(rowOf({ rental_type: 'Stacaravan', services: 'WLAN|Zwembad|pool', type_of_stay: 'Strand' }, mapping)).toMatchObject({
      propertyCategoryId: CAMPING,
      serviceTypeIds: [WIFI, POOL],
      typeOfStay: 'beach',
    });
    expect(rowOf({ rental_type: 'gite rural' }, mapping).propertyCategoryId).toBe(HOLIDAY_HOME);
    // Values the map does not name are matched as they are.
    expect(rowOf({ rental_type: 'Camping' }, mapping).propertyCategoryId).toBe(CAMPING);
    expect(rejectionOf({ rental_type: 'Hut' }, mapping)).toEqual({
      line: 7,
      field: 'rental_type',
      reason: "rental type 'Hut' is translated to 'igloo', which is not one of ours",
    });
  });

  test('services: split by the separator, trimmed, empties and duplicates dropped, order kept', () => {
    expect(rowOf({ services: ' wifi | | Piscine|pool|Animaux admis|' }).serviceTypeIds).toEqual([WIFI, POOL, PETS]);
    expect(rowOf({ services: 'wifi, pool' }, mappingOf({ services_separator: ',' })).serviceTypeIds).toEqual([WIFI, POOL]);
    expect(rejectionOf({ services: 'pool|sauna' })).toEqual({ line: 7, field: 'services', reason: "unknown service 'sauna'" });
  });

  test('each row gets its own list of services', () => {
    const first = rowOf({ services: 'pool|wifi' });
    first.serviceTypeIds.push(99);
    expect(rowOf({ services: 'pool|wifi' }).serviceTypeIds).toEqual([POOL, WIFI]);
  });

  test('type of stay: one of ours, case and accents aside', () => {
    expect(rowOf({ type_of_stay: ' Countryside ' }).typeOfStay).toBe('countryside');
    expect(rowOf({ type_of_stay: 'CITY' }).typeOfStay).toBe('city');
    expect(rejectionOf({ type_of_stay: 'space' })).toEqual({ line: 7, field: 'type_of_stay', reason: "unknown type of stay 'space'" });
  });
});

describe('numbers', () => {
  test('prices as partners write them, in cents', () => {
    const cases: [string, number][] = [
      ['1234.5', 123450],
      ['1234,50', 123450],
      ['1 234,50', 123450],
      ['1\u00a0234,50', 123450],
      ['1.234,50', 123450],
      ['1,234.50', 123450],
      ["1'234.50", 123450],
      ['€ 499', 49900],
      ['€499', 49900],
      ['499 EUR', 49900],
      ['499 eur', 49900],
      ['499€', 49900],
      ['499,-', 49900],
      ['1.234', 123400],
      ['1.234.567', 123456700],
      ['0.5', 50],
      ['0.500', 50],
      ['12.345', 1234500],
      ['12.3456', 1235],
      ['499.999', 49999900],
      ['99.9951', 10000],
      ['.5', 50],
    ];
    for (const [text, cents] of cases) expect([text, parseEuroCents(text)]).toEqual([text, cents]);
    for (const text of ['abc', '', '12a', '1.2.3,4,5', '$499', '4999.1.2', '12.34.567', '1234.567,5', ',', '1,2,3']) expect([text, parseEuroCents(text)]).toEqual([text, null]);
  });

  test('price: above 0, at most 100,000 €', () => {
    expect(rowOf({ price: '100 000,00' }).price).toBe(10_000_000);
    expect(rejectionOf({ price: 'abc' })).toEqual({ line: 7, field: 'price', reason: "price 'abc' is not a number" });
    expect(rejectionOf({ price: '0' })).toMatchObject({ field: 'price', reason: "price '0' is not above 0" });
    expect(rejectionOf({ price: '-5' })).toMatchObject({ field: 'price', reason: "price '-5' is not above 0" });
    expect(rejectionOf({ price: '100000.01' })).toMatchObject({ field: 'price', reason: "price '100000.01' is above 100000 €" });
    expect(rejectionOf({ price: '9'.repeat(40) })).toMatchObject({ field: 'price' });
    expect(rejectionOf({ price: undefined })).toMatchObject({ field: 'price', reason: 'price is missing' });
  });

  test('old price: optional, above 0 and at most 100,000 €; a discount when it is above the price', () => {
    expect(rowOf({ price: '500', old_price: '500' })).toMatchObject({ oldPrice: 50000, hasDiscount: false });
    expect(rowOf({ price: '500', old_price: '400' })).toMatchObject({ oldPrice: 40000, hasDiscount: false });
    expect(rowOf({ price: '500', old_price: '€ 650,00' })).toMatchObject({ oldPrice: 65000, hasDiscount: true });
    expect(rowOf({ old_price: '' })).toMatchObject({ oldPrice: null, hasDiscount: false });
    expect(rejectionOf({ old_price: 'n/a' })).toEqual({ line: 7, field: 'old_price', reason: "old_price 'n/a' is not a number" });
    expect(rejectionOf({ old_price: '0' })).toMatchObject({ field: 'old_price' });
    expect(rejectionOf({ old_price: '9'.repeat(12) })).toMatchObject({ field: 'old_price', reason: expect.stringContaining('is above 100000 €') });
  });

  test('nights: a whole number from 1 to 365', () => {
    expect(rowOf({ nights: '7.0' }).duration).toBe(7);
    expect(rowOf({ nights: '365' }).duration).toBe(365);
    expect(rowOf({ nights: '14,00' }).duration).toBe(14);
    expect(rejectionOf({ nights: '7.5' })).toEqual({ line: 7, field: 'nights', reason: "nights '7.5' is not a whole number" });
    expect(rejectionOf({ nights: '0' })).toEqual({ line: 7, field: 'nights', reason: "nights '0' is not between 1 and 365" });
    expect(rejectionOf({ nights: '366' })).toMatchObject({ field: 'nights' });
    expect(rejectionOf({ nights: 'seven' })).toMatchObject({ field: 'nights' });
    expect(rejectionOf({ nights: '-3' })).toMatchObject({ field: 'nights' });
  });

  test('stars: a whole number from 1 to 5', () => {
    expect(rowOf({ stars: '5' }).rating).toBe(5);
    expect(rowOf({ stars: '4.0' }).rating).toBe(4);
    expect(rejectionOf({ stars: '4.5' })).toMatchObject({ field: 'stars', reason: "stars '4.5' is not a whole number" });
    expect(rejectionOf({ stars: '6' })).toMatchObject({ field: 'stars', reason: "stars '6' is not between 1 and 5" });
    expect(rejectionOf({ stars: '0' })).toMatchObject({ field: 'stars' });
  });
});

describe('dates and flags', () => {
  test('departure date in the usual spellings, a real calendar date', () => {
    const cases: [string, string][] = [
      ['2026-07-04', '2026-07-04'],
      ['2026-07-04T10:00:00Z', '2026-07-04'],
      ['2026-07-04 10:00', '2026-07-04'],
      ['04/07/2026', '2026-07-04'],
      ['04-07-2026', '2026-07-04'],
      ['04.07.2026', '2026-07-04'],
      ['4/7/2026', '2026-07-04'],
      ['29/02/2028', '2028-02-29'],
    ];
    for (const [departure_date, expected] of cases) expect(rowOf({ departure_date }).departureDate).toBe(expected);
    for (const departure_date of ['2026-02-30', '31/04/2026', '29.02.2027', '2026/07/04', '07-04-26', 'tomorrow', '2026-13-01', '00/01/2026', '29-02-1900']) {
      expect(rejectionOf({ departure_date })).toMatchObject({ field: 'departure_date', reason: expect.stringContaining('is not a date') });
    }
    expect(rowOf({ departure_date: '29-02-2000' }).departureDate).toBe('2000-02-29');
  });

  test('last minute: yes and no in several languages, false when absent', () => {
    for (const word of ['true', 'TRUE', '1', 'yes', 'Y', 'oui', 'Ja']) expect(rowOf({ last_minute: word }).isLastMinute).toBe(true);
    for (const word of ['false', '0', 'No', 'n', 'NON', 'nee', '']) expect(rowOf({ last_minute: word }).isLastMinute).toBe(false);
    expect(rejectionOf({ last_minute: 'maybe' })).toEqual({
      line: 7,
      field: 'last_minute',
      reason: "last_minute 'maybe' is not yes or no (true/false, 1/0, yes/no, y/n, oui/non, ja/nee)",
    });
  });
});

test('normalizeName: lower case, no accents, blanks, hyphens, underscores and apostrophes as one space', () => {
  expect(normalizeName("  Côte-d'Azur ")).toBe('cote d azur');
  expect(normalizeName('Provence__Alpes -- Côte')).toBe('provence alpes cote');
  expect(normalizeName('ÎLE-DE-FRANCE')).toBe('ile de france');
  expect(normalizeName('Catalonië')).toBe('catalonie');
  expect(normalizeName('\tSão\u00a0Paulo\n')).toBe('sao paulo');
});

test('repeated values give the same answers as the first time (the caches)', () => {
  for (let i = 0; i < 3; i++) {
    expect(rowOf({ country: 'Frankrijk', region: '', city: 'Nice' })).toMatchObject({ countryId: FRANCE, regionId: PACA, cityId: NICE });
    expect(rejectionOf({ region: '', city: 'Saint-Denis' })).toMatchObject({ field: 'city' });
    expect(rejectionOf({ rental_type: 'Igloo' })).toMatchObject({ field: 'rental_type' });
  }
});

describe('the mapping schema', () => {
  test('defaults filled in', () => {
    expect(feedMappingSchema.parse({})).toEqual({ fields: {}, defaults: {}, values: {}, services_separator: '|' });
  });

  test('a full mapping passes', () => {
    const input: FeedMappingInput = {
      fields: { external_id: 'sku', country: 'location.country' },
      defaults: { rental_type: 'camping' },
      values: { rental_type: { Stacaravan: 'camping' }, services: { WLAN: 'wifi' }, type_of_stay: { Strand: 'beach' } },
      services_separator: ', ',
      csv: { delimiter: ';' },
      xml: { record: 'g:item' },
    };
    expect(feedMappingSchema.parse(input)).toEqual(input);
  });

  test('unknown keys, unknown fields and values out of bounds are refused', () => {
    const refused: unknown[] = [
      { extra: 1 },
      { fields: { price_eur: 'price' } },
      { fields: { price: '' } },
      { fields: { price: 'x'.repeat(201) } },
      { defaults: { rental_type: '' } },
      { values: { stars: { a: 'b' } } },
      { values: { services: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`v${i}`, 'pool'])) } },
      { values: { services: { ['x'.repeat(201)]: 'pool' } } },
      { services_separator: '' },
      { services_separator: '||||' },
      { csv: { delimiter: ';;' } },
      { csv: { delimiter: '"' } },
      { csv: { quote: "'" } },
      { xml: { record: '<item>' } },
      { xml: { record: 'item', namespace: 'g' } },
    ];
    for (const input of refused) expect([input, feedMappingSchema.safeParse(input).success]).toEqual([input, false]);
  });
});
