import 'server-only';
import { FEED_FIELDS, type FeedField, type FeedMapping } from '@/lib/feed-mapping';
import type { FeedFields } from './feed-item';

/**
 * Turns one record of a partner's feed into a deal (FeedRow) or says why it cannot (FeedRejection:
 * the first failing field in FEED_FIELDS order, in words a partner's operator understands).
 * Plain code, no schema library: a million records go through it per run. Lookups of names are
 * prepared once per run (buildFeedDictionaries) and per mapping.
 */

export type FeedRow = {
  line: number;
  externalId: string;
  name: string;
  image: string;
  deepLink: string;
  countryId: number;
  regionId: number | null;
  cityId: number | null;
  propertyCategoryId: number;
  serviceTypeIds: number[];
  typeOfStay: string;
  /** Euro cents. */
  price: number;
  /** Euro cents. */
  oldPrice: number | null;
  hasDiscount: boolean;
  /** Nights. */
  duration: number;
  /** Stars, 1 to 5. */
  rating: number;
  isLastMinute: boolean;
  /** YYYY-MM-DD. */
  departureDate: string | null;
};

/** `field`: the first field that failed; null for a record the reader could not read at all (an error item). */
export type FeedRejection = { line: number; field: FeedField | null; reason: string };

export const MAX_PRICE_CENTS = 100_000 * 100;
const MAX_EXTERNAL_ID = 80;
const MAX_NAME = 200;
const MAX_URL = 2000;
/** Values quoted in a reason are cut to this length. */
const QUOTE_LENGTH = 80;

/** Marks a normalized name that several entries share. */
const AMBIGUOUS = -1;

type NameIndex = Map<string, number>;
type Lookup = { bySlug: NameIndex; byName: NameIndex };

/**
 * Opaque: what buildFeedDictionaries prepares for mapRecord (normalized names → ids). Its shape
 * is not part of the interface.
 */
export type FeedDictionaries = {
  readonly countriesByCode: ReadonlyMap<string, number>;
  readonly countries: NameIndex;
  /** Country id → its regions' names. */
  readonly regions: ReadonlyMap<number, NameIndex>;
  /** Region id → its places' names. */
  readonly citiesByRegion: ReadonlyMap<number, NameIndex>;
  /** Country id → the names of every place in it, whatever the region. */
  readonly citiesByCountry: ReadonlyMap<number, NameIndex>;
  /** Place id → its region (null when the place hangs from the country). */
  readonly regionOfCity: ReadonlyMap<number, number | null>;
  readonly rentalTypes: Lookup;
  readonly services: Lookup;
  /** Normalized → as stored. */
  readonly typesOfStay: ReadonlyMap<string, string>;
};

export type FeedDictionariesInput = {
  /** `names`: every locale's name and slug. */
  destinations: { id: number; level: 1 | 2 | 3; parentId: number | null; countryCode: string | null; names: string[] }[];
  rentalTypes: { id: number; slug: string; names: string[] }[];
  services: { id: number; slug: string; names: string[] }[];
  typesOfStay: readonly string[];
};

/**
 * Lower case, accents removed, trimmed, and runs of blanks, hyphens, underscores and apostrophes
 * made one space: "Côte-d'Azur", "cote d azur" and the slug "cote-d-azur" are one name.
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s_\-'’]+/g, ' ')
    .trim();
}

function addName(index: NameIndex, name: string, id: number): void {
  const key = normalizeName(name);
  if (key === '') return;
  const known = index.get(key);
  index.set(key, known === undefined || known === id ? id : AMBIGUOUS);
}

function nested(index: Map<number, NameIndex>, key: number): NameIndex {
  let names = index.get(key);
  if (!names) index.set(key, (names = new Map()));
  return names;
}

function lookupOf(entries: FeedDictionariesInput['rentalTypes']): Lookup {
  const lookup: Lookup = { bySlug: new Map(), byName: new Map() };
  for (const entry of entries) {
    addName(lookup.bySlug, entry.slug, entry.id);
    for (const name of entry.names) addName(lookup.byName, name, entry.id);
  }
  return lookup;
}

export function buildFeedDictionaries(input: FeedDictionariesInput): FeedDictionaries {
  const byId = new Map(input.destinations.map((destination) => [destination.id, destination]));
  const countriesByCode = new Map<string, number>();
  const countries: NameIndex = new Map();
  const regions = new Map<number, NameIndex>();
  const citiesByRegion = new Map<number, NameIndex>();
  const citiesByCountry = new Map<number, NameIndex>();
  const regionOfCity = new Map<number, number | null>();
  for (const place of input.destinations) {
    const parent = place.parentId === null ? undefined : byId.get(place.parentId);
    if (place.level === 1) {
      if (place.countryCode) countriesByCode.set(place.countryCode.trim().toUpperCase(), place.id);
      for (const name of place.names) addName(countries, name, place.id);
    } else if (place.level === 2 && parent?.level === 1) {
      for (const name of place.names) addName(nested(regions, parent.id), name, place.id);
    } else if (place.level === 3 && parent) {
      const region = parent.level === 2 ? parent : null;
      const countryId = parent.level === 1 ? parent.id : parent.parentId;
      if (countryId === null) continue;
      regionOfCity.set(place.id, region?.id ?? null);
      for (const name of place.names) {
        if (region) addName(nested(citiesByRegion, region.id), name, place.id);
        addName(nested(citiesByCountry, countryId), name, place.id);
      }
    }
  }
  return {
    countriesByCode,
    countries,
    regions,
    citiesByRegion,
    citiesByCountry,
    regionOfCity,
    rentalTypes: lookupOf(input.rentalTypes),
    services: lookupOf(input.services),
    typesOfStay: new Map(input.typesOfStay.map((type) => [normalizeName(type), type])),
  };
}

/** A mapping's value translations: the feed's value as written, then normalized. */
type ValueMap = { exact: Map<string, string>; normalized: Map<string, string> };

/** What a raw value came to: a result, or the rejection it earns (rethrown at each use). */
type Memo<T> = Map<string, T | Rejected>;

type Place = { countryId: number; regionId: number | null; cityId: number | null };

/**
 * A mapping prepared for a run's dictionaries. Feeds repeat their values (a few countries, rental
 * types, dates for a million rows), so what a raw value resolves to is kept, up to MAX_CACHED
 * values per field.
 */
type Context = {
  dictionaries: FeedDictionaries;
  columns: Record<FeedField, string>;
  defaults: Partial<Record<FeedField, string>>;
  separator: string;
  rentalValues: ValueMap;
  serviceValues: ValueMap;
  stayValues: ValueMap;
  places: Memo<Place>;
  rentalTypes: Memo<number>;
  services: Memo<readonly number[]>;
  typesOfStay: Memo<string>;
  dates: Memo<string>;
};

const MAX_CACHED = 20_000;

const contexts = new WeakMap<FeedDictionaries, WeakMap<FeedMapping, Context>>();

function valueMapOf(values: Record<string, string> | undefined): ValueMap {
  const map: ValueMap = { exact: new Map(), normalized: new Map() };
  for (const [from, to] of Object.entries(values ?? {})) {
    map.exact.set(from.trim(), to);
    map.normalized.set(normalizeName(from), to);
  }
  return map;
}

function contextOf(mapping: FeedMapping, dictionaries: FeedDictionaries): Context {
  let byMapping = contexts.get(dictionaries);
  if (!byMapping) contexts.set(dictionaries, (byMapping = new WeakMap()));
  let context = byMapping.get(mapping);
  if (!context) {
    context = {
      dictionaries,
      columns: Object.fromEntries(FEED_FIELDS.map((field) => [field, mapping.fields[field] ?? field])) as Record<FeedField, string>,
      defaults: mapping.defaults,
      separator: mapping.services_separator,
      rentalValues: valueMapOf(mapping.values.rental_type),
      serviceValues: valueMapOf(mapping.values.services),
      stayValues: valueMapOf(mapping.values.type_of_stay),
      places: new Map(),
      rentalTypes: new Map(),
      services: new Map(),
      typesOfStay: new Map(),
      dates: new Map(),
    };
    byMapping.set(mapping, context);
  }
  return context;
}

/**
 * Thrown by the checks and caught in mapRecord, never beyond. Not an Error: a feed can reject
 * hundreds of thousands of rows, and an Error would capture a stack trace for each.
 */
class Rejected {
  constructor(
    readonly field: FeedField,
    readonly reason: string,
  ) {}
}

function memo<T>(cache: Memo<T>, key: string, context: Context, compute: (key: string, context: Context) => T): T {
  let outcome = cache.get(key);
  if (outcome === undefined) {
    try {
      outcome = compute(key, context);
    } catch (error) {
      if (!(error instanceof Rejected)) throw error;
      outcome = error;
    }
    if (cache.size < MAX_CACHED) cache.set(key, outcome);
  }
  if (outcome instanceof Rejected) throw outcome;
  return outcome;
}

function quote(value: string): string {
  return `'${value.length > QUOTE_LENGTH ? `${value.slice(0, QUOTE_LENGTH)}…` : value}'`;
}

/** The field's value: its column's text (the first of a list), trimmed, else its default; blank is absent. */
function optional(fields: FeedFields, context: Context, field: FeedField): string | undefined {
  const value = fields[context.columns[field]];
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
  if (typeof text === 'string') {
    const trimmed = text.trim();
    if (trimmed !== '') return trimmed;
  }
  return context.defaults[field];
}

function required(fields: FeedFields, context: Context, field: FeedField): string {
  const value = optional(fields, context, field);
  if (value !== undefined) return value;
  const column = context.columns[field];
  throw new Rejected(field, column === field ? `${field} is missing` : `${field} is missing (column ${quote(column)})`);
}

export function mapRecord(
  item: { line: number; fields: FeedFields },
  mapping: FeedMapping,
  dictionaries: FeedDictionaries,
): { row: FeedRow } | { rejection: FeedRejection } {
  try {
    return { row: toRow(item, contextOf(mapping, dictionaries)) };
  } catch (error) {
    if (error instanceof Rejected) return { rejection: { line: item.line, field: error.field, reason: error.reason } };
    throw error;
  }
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BLANKS_AND_CONTROLS = /[\s\u0000-\u001f\u007f-\u009f]+/g;

function toRow(item: { line: number; fields: FeedFields }, context: Context): FeedRow {
  const { fields } = item;

  const externalId = required(fields, context, 'external_id');
  if (externalId.length > MAX_EXTERNAL_ID) throw new Rejected('external_id', `external_id is longer than ${MAX_EXTERNAL_ID} characters`);
  if (CONTROL.test(externalId)) throw new Rejected('external_id', `external_id ${quote(externalId)} contains control characters`);

  const name = required(fields, context, 'name').replace(BLANKS_AND_CONTROLS, ' ').trim();
  if (name === '') throw new Rejected('name', 'name is missing');
  if (name.length > MAX_NAME) throw new Rejected('name', `name is longer than ${MAX_NAME} characters`);

  const image = imageOf(required(fields, context, 'image'));
  const deepLink = deepLinkOf(required(fields, context, 'deep_link'));

  const country = required(fields, context, 'country');
  const region = optional(fields, context, 'region');
  const city = optional(fields, context, 'city');
  const place = memo(context.places, `${country}\u0000${region ?? ''}\u0000${city ?? ''}`, context, () => placeOf(country, region, city, context.dictionaries));

  const propertyCategoryId = memo(context.rentalTypes, required(fields, context, 'rental_type'), context, rentalTypeOf);
  const serviceTypeIds = servicesOf(fields, context);
  const typeOfStay = memo(context.typesOfStay, required(fields, context, 'type_of_stay'), context, typeOfStayOf);

  const price = euroCents(required(fields, context, 'price'), 'price');
  const oldPriceText = optional(fields, context, 'old_price');
  const oldPrice = oldPriceText === undefined ? null : euroCents(oldPriceText, 'old_price');

  const duration = wholeNumber(required(fields, context, 'nights'), 'nights', 1, 365);
  const rating = wholeNumber(required(fields, context, 'stars'), 'stars', 1, 5);

  const dateText = optional(fields, context, 'departure_date');
  const departureDate = dateText === undefined ? null : memo(context.dates, dateText, context, departureDateOf);

  const lastMinuteText = optional(fields, context, 'last_minute');
  const isLastMinute = lastMinuteText === undefined ? false : BOOLEANS.get(lastMinuteText.toLowerCase());
  if (isLastMinute === undefined) {
    throw new Rejected('last_minute', `last_minute ${quote(lastMinuteText!)} is not yes or no (true/false, 1/0, yes/no, y/n, oui/non, ja/nee)`);
  }

  return {
    line: item.line,
    externalId,
    name,
    image,
    deepLink,
    countryId: place.countryId,
    regionId: place.regionId,
    cityId: place.cityId,
    propertyCategoryId,
    serviceTypeIds,
    typeOfStay,
    price,
    oldPrice,
    hasDiscount: oldPrice !== null && oldPrice > price,
    duration,
    rating,
    isLastMinute,
    departureDate,
  };
}

/** An absolute http(s) URL, normalized (percent-encoded), or null. */
function httpUrl(value: string): string | null {
  const url = URL.parse(value);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return url.href;
}

function deepLinkOf(value: string): string {
  if (value.length > MAX_URL) throw new Rejected('deep_link', `deep_link is longer than ${MAX_URL} characters`);
  const link = httpUrl(value);
  if (link === null) throw new Rejected('deep_link', `deep_link ${quote(value)} is not an absolute http(s) URL`);
  if (link.length > MAX_URL) throw new Rejected('deep_link', `deep_link is longer than ${MAX_URL} characters`);
  return link;
}

function imageOf(value: string): string {
  if (value.length > MAX_URL) throw new Rejected('image', `image is longer than ${MAX_URL} characters`);
  let image: string | null;
  if (value.startsWith('/') && !value.startsWith('//')) {
    // Resolved against a placeholder to percent-encode it; `/\host` would come out as `//host`,
    // an address on another site, hence the check after.
    const url = URL.parse(value, 'http://localhost');
    image = url === null || url.origin !== 'http://localhost' ? null : `${url.pathname}${url.search}${url.hash}`;
    if (image?.startsWith('//')) image = null;
  } else {
    image = httpUrl(value);
  }
  if (image === null) throw new Rejected('image', `image ${quote(value)} is not an http(s) URL or a path starting with /`);
  if (image.length > MAX_URL) throw new Rejected('image', `image is longer than ${MAX_URL} characters`);
  return image;
}

function placeOf(country: string, region: string | undefined, city: string | undefined, dictionaries: FeedDictionaries): Place {
  const byCode = country.length === 2 ? dictionaries.countriesByCode.get(country.toUpperCase()) : undefined;
  const countryId = byCode ?? dictionaries.countries.get(normalizeName(country));
  if (countryId === AMBIGUOUS) throw new Rejected('country', `ambiguous country ${quote(country)}: several countries have that name`);
  if (countryId === undefined) throw new Rejected('country', `unknown country ${quote(country)}`);

  let regionId: number | null = null;
  if (region !== undefined) {
    const id = dictionaries.regions.get(countryId)?.get(normalizeName(region));
    if (id === AMBIGUOUS) throw new Rejected('region', `ambiguous region ${quote(region)} in ${quote(country)}: several regions have that name`);
    if (id === undefined) throw new Rejected('region', `unknown region ${quote(region)} in ${quote(country)}`);
    regionId = id;
  }
  if (city === undefined) return { countryId, regionId, cityId: null };

  const key = normalizeName(city);
  const cityId = regionId === null ? dictionaries.citiesByCountry.get(countryId)?.get(key) : dictionaries.citiesByRegion.get(regionId)?.get(key);
  const where = regionId === null ? quote(country) : quote(region!);
  if (cityId === AMBIGUOUS) {
    throw new Rejected('city', `ambiguous city ${quote(city)}: several places in ${where} have that name${regionId === null ? '; give the region' : ''}`);
  }
  if (cityId === undefined) throw new Rejected('city', `unknown city ${quote(city)} in ${where}`);
  return { countryId, regionId: regionId ?? dictionaries.regionOfCity.get(cityId) ?? null, cityId };
}

function translated(value: string, values: ValueMap): string | undefined {
  return values.exact.get(value) ?? (values.normalized.size > 0 ? values.normalized.get(normalizeName(value)) : undefined);
}

/** Id, AMBIGUOUS, or undefined: the value translated by the mapping, else as it is, by slug then name. */
function lookUp(value: string, values: ValueMap, lookup: Lookup): number | undefined {
  const key = normalizeName(translated(value, values) ?? value);
  return lookup.bySlug.get(key) ?? lookup.byName.get(key);
}

function unresolved(kind: string, value: string, values: ValueMap, id: number | undefined): string {
  const target = translated(value, values);
  if (id === AMBIGUOUS) return `ambiguous ${kind} ${quote(target ?? value)}: several of ours have that name`;
  if (target !== undefined) return `${kind} ${quote(value)} is translated to ${quote(target)}, which is not one of ours`;
  return `unknown ${kind} ${quote(value)}`;
}

function rentalTypeOf(value: string, context: Context): number {
  const id = lookUp(value, context.rentalValues, context.dictionaries.rentalTypes);
  if (id === undefined || id === AMBIGUOUS) throw new Rejected('rental_type', unresolved('rental type', value, context.rentalValues, id));
  return id;
}

function serviceOf(value: string, context: Context): number {
  const id = lookUp(value, context.serviceValues, context.dictionaries.services);
  if (id === undefined || id === AMBIGUOUS) throw new Rejected('services', unresolved('service', value, context.serviceValues, id));
  return id;
}

/** The services' ids, in the feed's order, once each; a list's entries may hold separators too. */
function servicesOf(fields: FeedFields, context: Context): number[] {
  const value = fields[context.columns.services];
  if (typeof value === 'string' && value.trim() !== '') return memo(context.services, value, context, serviceIdsOf).slice();
  if (Array.isArray(value) && value.some((entry) => entry.trim() !== '')) return serviceIdsOf(value.join(context.separator), context);
  const fallback = context.defaults.services;
  return fallback === undefined ? [] : memo(context.services, fallback, context, serviceIdsOf).slice();
}

function serviceIdsOf(text: string, context: Context): number[] {
  const ids: number[] = [];
  for (const part of text.split(context.separator)) {
    const name = part.trim();
    if (name === '') continue;
    const id = serviceOf(name, context);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

function typeOfStayOf(value: string, context: Context): string {
  const type = context.dictionaries.typesOfStay.get(normalizeName(translated(value, context.stayValues) ?? value));
  if (type === undefined) throw new Rejected('type_of_stay', unresolved('type of stay', value, context.stayValues, undefined));
  return type;
}

const CURRENCY_BEFORE = /^(?:€|eur(?:os?)?)\s*/i;
const CURRENCY_AFTER = /\s*(?:€|eur(?:os?)?)$/i;
const SIMPLE_AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;
/** Blanks and apostrophes group thousands (1 234,50, 1'234.50); `,-` ends a whole amount (499,-). */
const GROUPING = /[\s\u00a0\u202f'’]/g;

/**
 * Euro cents of a price as partners write them; rejects what is not a number above 0, or is
 * above MAX_PRICE_CENTS (the old price too: its column is a 32-bit integer of cents).
 */
function euroCents(text: string, field: 'price' | 'old_price'): number {
  const cents = parseEuroCents(text);
  if (cents === null) throw new Rejected(field, `${field} ${quote(text)} is not a number`);
  if (cents <= 0) throw new Rejected(field, `${field} ${quote(text)} is not above 0`);
  if (cents > MAX_PRICE_CENTS) throw new Rejected(field, `${field} ${quote(text)} is above ${MAX_PRICE_CENTS / 100} €`);
  return cents;
}

/**
 * Cents of an amount in euros written `1234.5`, `1234,50`, `1 234,50`, `1.234,50`, `1,234.50`,
 * `€ 499`, `499 EUR`, `499,-`; null when it is not one. With both `.` and `,`, the last one is the
 * decimal mark. With one of them only: several times, it groups thousands (1.234.567); once and
 * followed by exactly three digits after 1–3 others, it groups thousands too (`1.234` is 1,234 €,
 * `0.500` half a euro); otherwise it is the decimal mark. Rounded to the nearest cent.
 */
export function parseEuroCents(text: string): number | null {
  // Most prices: `499`, `499.5`, `499,50`.
  const simple = SIMPLE_AMOUNT.exec(text);
  if (simple) return Number(simple[1]) * 100 + (simple[2] === undefined ? 0 : Number(simple[2].padEnd(2, '0')));
  let value = text.trim().replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '').replace(GROUPING, '');
  if (value.endsWith(',-') || value.endsWith('.-')) value = value.slice(0, -2);
  let sign = 1;
  if (value.startsWith('-')) {
    sign = -1;
    value = value.slice(1);
  } else if (value.startsWith('+')) {
    value = value.slice(1);
  }
  if (!/^[0-9.,]*[0-9][0-9.,]*$/.test(value)) return null;
  const dot = value.lastIndexOf('.');
  const comma = value.lastIndexOf(',');
  let decimal: string | null;
  if (dot !== -1 && comma !== -1) decimal = dot > comma ? '.' : ',';
  else if (dot === -1 && comma === -1) decimal = null;
  else {
    const mark = dot !== -1 ? '.' : ',';
    const at = Math.max(dot, comma);
    const groupsThousands = value.indexOf(mark) !== at || (value.length - at - 1 === 3 && /^[1-9][0-9]{0,2}$/.test(value.slice(0, at)));
    decimal = groupsThousands ? null : mark;
  }
  const [grouped = '', fraction = '', extra] = decimal === null ? [value] : value.split(decimal);
  if (extra !== undefined || !/^[0-9]*$/.test(fraction)) return null;
  // Grouped thousands come in threes after the first group: 1.234.567, not 12.34.
  if (/[.,]/.test(grouped) && !/^[0-9]{1,3}(?:([.,])[0-9]{3})(?:\1[0-9]{3})*$/.test(grouped)) return null;
  const whole = grouped.replace(/[.,]/g, '');
  if (whole === '' && fraction === '') return null;
  // Fifteen digits of euros is far past any limit and still exact as a double.
  if (whole.replace(/^0+/, '').length > 15) return sign * Number.MAX_SAFE_INTEGER;
  const cents = Number(whole || '0') * 100 + Math.round(Number(`${fraction}000`.slice(0, 3)) / 10);
  return sign * cents;
}

const WHOLE = /^[0-9]{1,6}(?:[.,]0+)?$/;

function wholeNumber(text: string, field: 'nights' | 'stars', min: number, max: number): number {
  if (!WHOLE.test(text)) throw new Rejected(field, `${field} ${quote(text)} is not a whole number`);
  const value = Number.parseInt(text, 10);
  if (value < min || value > max) throw new Rejected(field, `${field} ${quote(text)} is not between ${min} and ${max}`);
  return value;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/;
const DAY_FIRST_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?:\s.*)?$/;

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** YYYY-MM-DD of a real calendar date, or undefined. */
export function parseFeedDate(text: string): string | undefined {
  let parts = ISO_DATE.exec(text);
  let year: number, month: number, day: number;
  if (parts) [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  else if ((parts = DAY_FIRST_DATE.exec(text))) [day, month, year] = [Number(parts[1]), Number(parts[3]), Number(parts[4])];
  else return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(month, year)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function departureDateOf(text: string): string {
  const date = parseFeedDate(text);
  if (date === undefined) {
    throw new Rejected('departure_date', `departure_date ${quote(text)} is not a date (YYYY-MM-DD, DD/MM/YYYY, DD-MM-YYYY or DD.MM.YYYY)`);
  }
  return date;
}

const BOOLEANS = new Map<string, boolean>([
  ...['true', '1', 'yes', 'y', 'oui', 'ja'].map((word) => [word, true] as const),
  ...['false', '0', 'no', 'n', 'non', 'nee'].map((word) => [word, false] as const),
]);
