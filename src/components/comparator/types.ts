import type { ComparatorViewData } from '@/lib/contracts';

type Entry = { id: number; name: string };

/**
 * A destination as the filters list it: a country has no parent, a region's is its country, a
 * place's its region. The address names it by its slug (src/lib/comparator-places.ts), the
 * view's counts by its id.
 */
export type ComparatorPlace = [id: number, name: string, parent: number | null, slug: string, level: number];

/** The names of the filters' options; each view brings its counts. */
export type ComparatorOptions = {
  /** Every destination, by name: compact, since the page carries them for the browser to draw the next views. */
  places: ComparatorPlace[];
  rentalTypes: Entry[];
  serviceTypes: Entry[];
  partners: Entry[];
};

/** What the comparator is drawn from: its address in the locale (without query), the first view, the options' names. */
export type ComparatorProps = { path: string; view: ComparatorViewData; options: ComparatorOptions };

/** The filter form's id: the sort select, outside it, belongs to it through its `form` attribute. */
export const FORM_ID = 'comparator-filters';
