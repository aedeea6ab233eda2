import 'server-only';
import { DURATION_BUCKETS, PRICE_RANGES, STAR_OPTIONS } from '@/lib/constants';
import { type DatafeedFacets, type DatafeedFilters, datafeedConditions, type FacetKey } from '@/lib/datafeed-filters';
import type { IndexQuery } from './datafeed-index';

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
