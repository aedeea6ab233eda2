import 'server-only';
import { DURATION_BUCKETS, PRICE_RANGES, STAR_OPTIONS } from '@/lib/constants';
import { type DatafeedFacets, type DatafeedFilters, datafeedConditions, type FacetKey } from '@/lib/datafeed-filters';
import type { DatafeedIndex, IndexQuery } from './datafeed-index';

export type { DatafeedFacets };

/**
 * Every facet of a filtered view of the datafeed. An option's count is the count of the same
 * filters with that option as its filter's only value (the option's conditions come from the one
 * filter-to-query mapping), so a facet always agrees with the listing it leads to.
 */
export function facetsOf(view: IndexQuery): DatafeedFacets {
  const { values } = view.index;
  const option = (filter: DatafeedFilters) => view.countOption(datafeedConditions(filter));
  const each = <V extends string | number>(options: Iterable<V>, filterOf: (value: V) => DatafeedFilters) =>
    Object.fromEntries([...options].map((value) => [String(value), option(filterOf(value))]));
  const places = view.placeCounts();
  const facets: DatafeedFacets = {
    country: Object.fromEntries(places.country),
    region: Object.fromEntries(places.region),
    city: Object.fromEntries(places.city),
    price: each(PRICE_RANGES.map((r) => r.key), (price) => ({ price })),
    duration: each(DURATION_BUCKETS.map((b) => b.key), (duration) => ({ duration })),
    type_of_stay: each(values.type_of_stay.keys(), (stay) => ({ type_of_stay: [stay] })),
    datafeed_category: each(values.property_category_id.keys(), (id) => ({ datafeed_category: [id] })),
    service_types: each(values.service_type_ids.keys(), (id) => ({ service_types: [id] })),
    rating__gte: each(STAR_OPTIONS, (stars) => ({ rating__gte: stars })),
    partner: each(values.partner_id.keys(), (id) => ({ partner: [id] })),
    has_discount: { true: option({ has_discount: true }) },
    last: { true: option({ last: true }) },
  } satisfies Record<FacetKey, Record<string, number>>;
  return facets;
}

/** Bars of the comparator's price distribution. */
export const PRICE_BANDS = 24;
/** Band widths in euros: round steps for the slider. */
const BAND_WIDTHS = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000];

export type PriceDistribution = { step: number; counts: number[] };

/**
 * The comparator's price distribution (its slider's bars), the price filter left out: bands of one
 * width from 0 €, the last one open-ended. The width is the feed's, not the view's, so the slider
 * keeps its scale while other filters change; it is the roundest that puts the 95th percentile of
 * the feed's prices in the last band, so a few luxury stays do not squeeze every other bar into the first.
 */
export function priceDistribution(view: IndexQuery): PriceDistribution {
  const step = bandWidth(view.index);
  return { step, counts: view.priceBands(step * 100, PRICE_BANDS) };
}

function bandWidth(index: DatafeedIndex): number {
  // The base's price order is there already; dead rows in it hardly move a percentile.
  const order = index.orders.price.length > 0 ? index.orders.price : index.tail.price;
  const high = order.length > 0 ? index.price[order[Math.floor((order.length - 1) * 0.95)]!]! / 100 : 0;
  return BAND_WIDTHS.find((width) => width * (PRICE_BANDS - 1) >= high) ?? BAND_WIDTHS.at(-1)!;
}
