import { useFormatter, useTranslations } from 'next-intl';
import { PropertyCard } from '@/components/deals/PropertyCard';
import { Pagination } from '@/components/navigation/Pagination';
import { SmartLink } from '@/components/navigation/SmartLink';
import { activeFilterCount, COMPARATOR_PAGE_SIZE, type ComparatorState, comparatorSearch, DEFAULT_ORDERING } from '@/lib/comparator-query';
import { DATAFEED_ORDERINGS, type DatafeedFilterKey, FACET_KEYS, type FacetKey } from '@/lib/datafeed-filters';
import { ComparatorFilters } from './ComparatorFilters';
import { ComparatorShell } from './ComparatorShell';
import { type ComparatorView, FORM_ID } from './types';

/** The sort orders the comparator offers (SPEC: price up and down, biggest discount, best rating). */
const ORDERINGS = ['price', '-price', '-discount', '-rating'] as const satisfies readonly (typeof DATAFEED_ORDERINGS)[number][];

function hrefOf(path: string, state: ComparatorState): string {
  const query = comparatorSearch(state).toString();
  return query ? `${path}?${query}` : path;
}

/** The state without one chosen value; a wider place takes the narrower ones with it. */
function without(state: ComparatorState, key: FacetKey, value?: string): ComparatorState {
  const filters: Record<string, unknown> = { ...state.filters };
  const current = filters[key];
  if (Array.isArray(current) && value !== undefined && current.length > 1) {
    filters[key] = current.filter((v) => String(v) !== value);
  } else {
    delete filters[key];
  }
  if (key === 'country') delete filters.region;
  if (key === 'country' || key === 'region') delete filters.city;
  return { ...state, filters, page: 1 };
}

type Chip = { key: FacetKey; value: string; label: string };

/** Every chosen filter value with its name, in the order of the filters. */
function useChips(view: ComparatorView): Chip[] {
  const t = useTranslations('Comparator');
  const names = (entries: { id: number; name: string }[]) => new Map(entries.map((e) => [String(e.id), e.name]));
  const place = names(view.options.places);
  const dictionaries: Partial<Record<FacetKey, Map<string, string>>> = {
    country: place,
    region: place,
    city: place,
    datafeed_category: names(view.options.rentalTypes),
    service_types: names(view.options.serviceTypes),
    partner: names(view.options.partners),
  };
  const labelOf = (key: FacetKey, value: string): string => {
    const dictionary = dictionaries[key];
    if (dictionary) return dictionary.get(value) ?? value;
    switch (key) {
      case 'price':
        return t(`prices.${value as '0-500'}`);
      case 'duration':
        return t(`durations.${value as '1-5'}`);
      case 'rating__gte':
        return t('stars', { stars: Number(value) });
      case 'type_of_stay':
        return t.has(`stays.${value}`) ? t(`stays.${value as 'beach'}`) : value;
      case 'has_discount':
        return t('discountOnly');
      default:
        return t('lastMinutes');
    }
  };
  return FACET_KEYS.flatMap((key) => {
    const value = view.state.filters[key];
    if (value === undefined || value === false) return [];
    return (Array.isArray(value) ? value : [value]).map((v) => ({ key, value: String(v), label: labelOf(key, String(v)) }));
  });
}

/**
 * The comparator of holiday deals (SPEC §2.7): the filters, the chosen ones as removable chips,
 * the deals in the chosen order with their exact count, and links between pages.
 */
export function ComparatorPage({ view }: { view: ComparatorView }) {
  const t = useTranslations('Comparator');
  const tUi = useTranslations('UI');
  const format = useFormatter();
  const { path, state, count } = view;
  const chips = useChips(view);
  const pages = Math.ceil(count / COMPARATOR_PAGE_SIZE);

  return (
    <ComparatorShell
      path={path}
      defaultOrdering={DEFAULT_ORDERING}
      labels={{
        openFilters: t('openFilters', { count: activeFilterCount(state.filters) }),
        filters: t('filters'),
        close: tUi('close'),
        clearAll: t('clearAll'),
        viewResults: t('viewResults', { count: format.number(count) }),
        validate: t('validate'),
        status: t('results', { count }),
      }}
      filters={<ComparatorFilters view={view} />}
      results={
        <section aria-labelledby="comparator-results">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="comparator-results" className="text-h3 font-bold text-ink">
              {t('results', { count })}
            </h2>
            <div className="flex items-end gap-2">
              <label htmlFor="comparator-ordering" className="pb-2.5 text-sm font-semibold text-ink">
                {t('sortBy')}
              </label>
              <select
                id="comparator-ordering"
                name="ordering"
                form={FORM_ID}
                defaultValue={state.ordering}
                className="h-11 rounded-lg border border-slate-400 bg-white px-3 text-[0.9375rem] text-ink"
              >
                {ORDERINGS.map((ordering) => (
                  <option key={ordering} value={ordering}>
                    {t(`orderings.${ordering}`)}
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
          {chips.length > 0 ? (
            <ul aria-label={t('activeFilters', { count: chips.length })} className="mt-4 flex flex-wrap items-center gap-2">
              {chips.map((chip) => (
                <li key={`${chip.key}:${chip.value}`}>
                  <SmartLink
                    href={hrefOf(path, without(state, chip.key, chip.value))}
                    aria-label={t('remove', { name: chip.label })}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary-50 px-3 text-sm font-semibold text-primary-800 hover:bg-primary-100"
                  >
                    {chip.label}
                    <span aria-hidden="true">×</span>
                  </SmartLink>
                </li>
              ))}
              <li>
                <SmartLink href={path} className="px-2 text-sm font-semibold text-primary-700 underline underline-offset-4">
                  {t('clearAll')}
                </SmartLink>
              </li>
            </ul>
          ) : null}
          {view.results.length > 0 ? (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {view.results.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState view={view} chips={chips} />
          )}
          <Pagination page={state.page} pages={pages} hrefOf={(page) => hrefOf(path, { ...state, page })} label={t('pagination')} />
        </section>
      }
    />
  );
}

/** No deal matches: the chosen filter whose removal gives back the most deals, as a link. */
function EmptyState({ view, chips }: { view: ComparatorView; chips: Chip[] }) {
  const t = useTranslations('Comparator');
  const best = chips
    .map((chip) => ({ chip, count: view.without[chip.key as DatafeedFilterKey] ?? 0 }))
    .filter((option) => option.count > 0)
    .sort((a, b) => b.count - a.count)[0];
  return (
    <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-6 text-center">
      <p className="text-lg font-semibold text-ink">{t('empty')}</p>
      <p className="mt-2 text-muted">
        {best ? (
          <SmartLink href={hrefOf(view.path, without(view.state, best.chip.key))} className="font-semibold text-primary-700 underline underline-offset-4">
            {t('relax', { filter: best.chip.label, count: best.count })}
          </SmartLink>
        ) : (
          t('relaxNone')
        )}
      </p>
    </div>
  );
}
