'use client';

import type { ChangeEvent, Ref } from 'react';
import { PropertyCardView, propertyCardWords } from '@/components/deals/PropertyCardView';
import { PaginationView } from '@/components/navigation/PaginationView';
import { useFormatter, useLocale, useTranslations } from '@/i18n/client';
import { chosenValues, COMPARATOR_PAGE_SIZE, comparatorHref, DEFAULT_ORDERING, FILTER_KEYS, type FilterKey, orderedComparatorSearch } from '@/lib/comparator-url';
import type { ComparatorViewData } from '@/lib/contracts';
import type { PlaceKey } from '@/lib/comparator-places';
import type { DatafeedOrdering } from '@/lib/datafeed-filters';
import { stayLabel } from './ComparatorFilters';
import { chosenPlaces } from './places';
import { type ComparatorOptions, FORM_ID } from './types';

/** The sort orders the comparator offers (SPEC: price up and down, biggest discount, best rating; and per night). */
const ORDERINGS = ['price', '-price', 'price_per_night', '-price_per_night', '-discount', '-rating'] as const satisfies readonly DatafeedOrdering[];

/** The query without one chosen value; a wider place takes the narrower ones with it. Back to the first page. */
function without(query: string, key: FilterKey, value?: string): URLSearchParams {
  const params = new URLSearchParams(query);
  const values = params.getAll(key);
  params.delete(key);
  if (value !== undefined) for (const kept of values.filter((v) => v !== value)) params.append(key, kept);
  if (key === 'country') params.delete('region');
  if (key === 'country' || key === 'region') params.delete('city');
  params.delete('page');
  return orderedComparatorSearch(params);
}

function withPage(query: string, page: number): URLSearchParams {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return orderedComparatorSearch(params);
}

type Chip = { key: FilterKey; value: string; label: string };

/** A day or a month of the address (UTC midnight, so that no time zone moves it to the day before). */
const dayOf = (value: string) => new Date(`${value.length === 7 ? `${value}-01` : value}T00:00:00Z`);

/** Every chosen filter value of the view with its name, in the order of the filters. */
function useChips(query: string, options: ComparatorOptions): Chip[] {
  const t = useTranslations('Comparator');
  const format = useFormatter();
  const names = (entries: { id: number; name: string }[]) => new Map(entries.map((e) => [String(e.id), e.name]));
  const params = new URLSearchParams(query);
  // The address names places by slug, which only their level and parent make one place.
  const chosen = chosenPlaces(options.places, params);
  const place = (key: PlaceKey): Map<string, string> => {
    const found = chosen[key];
    return new Map(found ? [[found.slug, found.name]] : []);
  };
  const dictionaries: Partial<Record<FilterKey, Map<string, string>>> = {
    country: place('country'),
    region: place('region'),
    city: place('city'),
    datafeed_category: names(options.rentalTypes),
    service_types: names(options.serviceTypes),
    partner: names(options.partners),
  };
  const euros = (value: string) => format.number(Number(value), { style: 'currency', currency: 'EUR', maximumFractionDigits: 2, minimumFractionDigits: 0 });
  const labelOf = (key: FilterKey, value: string): string => {
    const dictionary = dictionaries[key];
    if (dictionary) return dictionary.get(value) ?? value;
    switch (key) {
      case 'price__gte':
        return t('priceFromChip', { price: euros(value) });
      case 'price__lte':
        return t('priceToChip', { price: euros(value) });
      case 'duration':
        return t(`durations.${value}`);
      case 'rating__gte':
        return t('stars', { stars: Number(value) });
      case 'type_of_stay':
        return stayLabel(t, value);
      case 'has_discount':
        return t('discountOnly');
      case 'departure_month':
        return t('departureMonthChip', { month: format.dateTime(dayOf(value), { month: 'long', year: 'numeric', timeZone: 'UTC' }) });
      case 'departure_from':
        return t('departureFromChip', { date: format.dateTime(dayOf(value), { dateStyle: 'medium', timeZone: 'UTC' }) });
      case 'departure_to':
        return t('departureToChip', { date: format.dateTime(dayOf(value), { dateStyle: 'medium', timeZone: 'UTC' }) });
      case 'flexible':
        return t('flexible', { days: Number(value) });
      default:
        return t('lastMinutes');
    }
  };
  return FILTER_KEYS.flatMap((key) => chosenValues(params, key).map((value) => ({ key, value, label: labelOf(key, value) })));
}

/**
 * The view's results (SPEC §2.7): its exact count, the sort order, the chosen filters as removable
 * chips, the deals, and links between pages. Every link is the address of a view, which works
 * without script and which Comparator loads through the API with it.
 */
export function ComparatorResults({
  path,
  view,
  ordering,
  options,
  failed,
  headingRef,
  onChange,
}: {
  path: string;
  view: ComparatorViewData;
  /** The sort order asked for (the field shows it while its view loads). */
  ordering: string;
  options: ComparatorOptions;
  /** The last view asked for could not be loaded: this one stays, with a word saying so. */
  failed: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const t = useTranslations('Comparator');
  const deals = useTranslations('Deals');
  const ui = useTranslations('UI');
  const locale = useLocale();
  const chips = useChips(view.query, options);
  const page = Number(new URLSearchParams(view.query).get('page') ?? 1);
  const pages = Math.ceil(view.count / COMPARATOR_PAGE_SIZE);

  return (
    <section aria-labelledby="comparator-results">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} id="comparator-results" className="scroll-mt-6 text-h3 font-bold text-ink outline-none">
          {t('results', { count: view.count })}
        </h2>
        <div className="flex items-end gap-2">
          <label htmlFor="comparator-ordering" className="pb-2.5 text-sm font-semibold text-ink">
            {t('sortBy')}
          </label>
          <select
            id="comparator-ordering"
            name="ordering"
            form={FORM_ID}
            value={ordering || DEFAULT_ORDERING}
            onChange={onChange}
            className="h-11 rounded-lg border border-slate-400 bg-white px-3 text-[0.9375rem] text-ink"
          >
            {ORDERINGS.map((value) => (
              <option key={value} value={value}>
                {t(`orderings.${value}`)}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" form={FORM_ID} className="h-11 rounded-full border border-primary-700 px-4 font-semibold text-primary-800">
              {t('apply')}
            </button>
          </noscript>
        </div>
      </div>
      {failed ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-semibold text-danger-800">
          {t('failed')}
        </p>
      ) : null}
      {chips.length > 0 ? (
        <ul aria-label={t('activeFilters', { count: chips.length })} className="mt-4 flex flex-wrap items-center gap-2">
          {chips.map((chip) => (
            <li key={`${chip.key}:${chip.value}`}>
              <a
                href={comparatorHref(path, without(view.query, chip.key, chip.value))}
                aria-label={t('remove', { name: chip.label })}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary-50 px-3 text-sm font-semibold text-primary-800 hover:bg-primary-100"
              >
                {chip.label}
                <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
          <li>
            <a href={path} className="px-2 text-sm font-semibold text-primary-700 underline underline-offset-4">
              {t('clearAll')}
            </a>
          </li>
        </ul>
      ) : null}
      {view.results.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {view.results.map((property) => (
            <li key={property.id}>
              <PropertyCardView property={property} locale={locale} words={propertyCardWords(property, locale, deals, ui)} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState path={path} view={view} chips={chips} />
      )}
      <PaginationView
        page={page}
        pages={pages}
        hrefOf={(number) => comparatorHref(path, withPage(view.query, number))}
        label={t('pagination')}
        words={{ previousPage: ui('previousPage'), nextPage: ui('nextPage'), page: (number) => ui('page', { page: number }) }}
      />
    </section>
  );
}

/** No deal matches: the chosen filter whose removal gives back the most deals, as a link. */
function EmptyState({ path, view, chips }: { path: string; view: ComparatorViewData; chips: Chip[] }) {
  const t = useTranslations('Comparator');
  const best = chips
    .map((chip) => ({ chip, count: view.without[chip.key] ?? 0 }))
    .filter((option) => option.count > 0)
    .sort((a, b) => b.count - a.count)[0];
  return (
    <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-6 text-center">
      <p className="text-lg font-semibold text-ink">{t('empty')}</p>
      <p className="mt-2 text-muted">
        {best ? (
          <a href={comparatorHref(path, without(view.query, best.chip.key))} className="font-semibold text-primary-700 underline underline-offset-4">
            {t('relax', { filter: best.chip.label, count: best.count })}
          </a>
        ) : (
          t('relaxNone')
        )}
      </p>
    </div>
  );
}
