import type { ComparatorState } from '@/lib/comparator-query';
import type { PropertySummary } from '@/lib/contracts';
import type { DatafeedFacets, DatafeedFilterKey } from '@/lib/datafeed-filters';

type Entry = { id: number; name: string };

/** Everything one view of the comparator shows: its state (from the URL), the deals and the counts. */
export type ComparatorView = {
  /** The comparator's address in the locale, without query. */
  path: string;
  state: ComparatorState;
  count: number;
  results: PropertySummary[];
  facets: DatafeedFacets;
  /** With no result: how many deals each chosen filter would give back if removed. */
  without: Partial<Record<DatafeedFilterKey, number>>;
  options: {
    places: (Entry & { parent_id: number | null; level: number })[];
    rentalTypes: Entry[];
    serviceTypes: Entry[];
    partners: Entry[];
  };
};

/** The filter form's id: the sort select, outside it, belongs to it through its `form` attribute. */
export const FORM_ID = 'comparator-filters';
