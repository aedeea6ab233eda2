'use client';

import type { ChangeEvent, ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { useFormatter, useLocale, useTranslations } from '@/i18n/client';
import { chosenValues, DEPARTURE_FLEXIBILITY, type FacetKey } from '@/lib/comparator-url';
import type { ComparatorViewData } from '@/lib/contracts';
import { FIELD } from './field';
import { type PriceBounds, PriceRange } from './PriceRange';
import { chosenPlaces } from './places';
import type { ComparatorOptions } from './types';

/**
 * The comparator's filters as plain form fields named after the URL keys (SPEC §3): the form
 * works without script, and with script Comparator applies each change at once. Each option shows
 * how many deals it would leave; an option that would leave none is disabled, unless chosen. The
 * fields show the query asked for (`chosen`), the counts the view on screen.
 */

type Choice = { value: string; label: string; count: number };
type OnChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

const box =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-[0.9375rem] text-ink hover:bg-primary-50 ' +
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-400 has-[:disabled]:hover:bg-transparent';

function Count({ count }: { count: number }) {
  const format = useFormatter();
  return <span className="ml-auto text-sm text-muted tabular-nums">{format.number(count)}</span>;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line py-4 last:border-b-0">
      <legend className="float-left mb-2 w-full text-sm font-bold tracking-wide text-ink uppercase">{legend}</legend>
      <div className="clear-left flex flex-col gap-0.5">{children}</div>
    </fieldset>
  );
}

/** Radios (one choice, "any" first) or checkboxes (several), each with its count. */
function Choices({
  name,
  type,
  choices,
  selected,
  anyLabel,
  onChange,
}: {
  name: FacetKey;
  type: 'radio' | 'checkbox';
  choices: Choice[];
  selected: string[];
  anyLabel?: string;
  onChange: OnChange;
}) {
  return (
    <>
      {anyLabel ? (
        <label className={box}>
          <input type="radio" name={name} value="" checked={selected.length === 0} onChange={onChange} className="size-4.5 accent-primary-700" />
          <span>{anyLabel}</span>
        </label>
      ) : null}
      {choices.map((choice) => {
        const checked = selected.includes(choice.value);
        return (
          <label key={choice.value} className={box}>
            <input
              type={type}
              name={name}
              value={choice.value}
              checked={checked}
              onChange={onChange}
              disabled={choice.count === 0 && !checked}
              className="size-4.5 shrink-0 accent-primary-700"
            />
            <span>{choice.label}</span>
            <Count count={choice.count} />
          </label>
        );
      })}
    </>
  );
}

/** A destination level as a select; its options are the places under the level above. */
function PlaceSelect({
  name,
  label,
  anyLabel,
  choices,
  selected,
  onChange,
}: {
  name: 'country' | 'region' | 'city';
  label: string;
  anyLabel: string;
  choices: Choice[];
  selected: string | undefined;
  onChange: OnChange;
}) {
  const t = useTranslations('Comparator');
  const format = useFormatter();
  return (
    <div className="flex flex-col gap-1.5 px-2 py-1.5">
      <label htmlFor={`comparator-${name}`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={`comparator-${name}`}
        name={name}
        value={selected ?? ''}
        onChange={onChange}
        className={FIELD}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.count === 0 && choice.value !== selected}>
            {t('option', { label: choice.label, count: format.number(choice.count) })}
          </option>
        ))}
      </select>
    </div>
  );
}

const countOf = (facet: Record<string, number>, value: string | number) => facet[String(value)] ?? 0;

/** A vacation type's name; one the messages do not know (new in the feed) shows its slug, as the feed names it. */
export function stayLabel(t: (key: string) => string, stay: string): string {
  const label = t(`stays.${stay}`);
  // src/i18n/client.tsx answers a missing message with its key.
  return label === `Comparator.stays.${stay}` ? stay : label;
}

export function ComparatorFilters({
  facets,
  prices,
  options,
  chosen,
  onChange,
  onPriceChange,
}: {
  facets: ComparatorViewData['facets'];
  prices: ComparatorViewData['prices'];
  options: ComparatorOptions;
  chosen: URLSearchParams;
  onChange: OnChange;
  onPriceChange: (bounds: PriceBounds) => void;
}) {
  const t = useTranslations('Comparator');
  const locale = useLocale();
  const selected = (key: FacetKey) => chosenValues(chosen, key);
  /** The places under `parent` (the countries under none) that the view counts: named by slug, counted by id. */
  const places = (parent: number | null, facet: Record<string, number>): Choice[] =>
    options.places
      .filter(([id, , under]) => under === parent && String(id) in facet)
      .map(([id, name, , slug]) => ({ value: slug, label: name, count: countOf(facet, id) }));
  const dictionary = (entries: { id: number; name: string }[], facet: Record<string, number>): Choice[] =>
    entries.filter((e) => String(e.id) in facet).map((e) => ({ value: String(e.id), label: e.name, count: countOf(facet, e.id) }));
  const { country, region, city } = chosenPlaces(options.places, chosen);
  // The options of the ranges, buckets and star levels (SPEC §9) are those the view counts, in the
  // server's order (src/lib/constants.ts; read there, they would ride in every page's script).
  const stays = Object.keys(facets.type_of_stay);
  const stars = Object.keys(facets.rating__gte).sort((a, b) => Number(b) - Number(a));

  return (
    <div className="flex flex-col">
      <Group legend={t('destination')}>
        <PlaceSelect name="country" label={t('country')} anyLabel={t('anyCountry')} choices={places(null, facets.country)} selected={country?.slug} onChange={onChange} />
        {/* A narrower place chosen alone (an address may name one) keeps its field, among its siblings. */}
        {country || region ? (
          <PlaceSelect
            name="region"
            label={t('region')}
            anyLabel={t('anyRegion')}
            choices={places(country?.id ?? region!.parent_id, facets.region)}
            selected={region?.slug}
            onChange={onChange}
          />
        ) : null}
        {region || city ? (
          <PlaceSelect name="city" label={t('city')} anyLabel={t('anyCity')} choices={places(region?.id ?? city!.parent_id, facets.city)} selected={city?.slug} onChange={onChange} />
        ) : null}
      </Group>
      <div className="flex flex-col gap-0.5 border-b border-line py-3">
        <LastMinutes count={countOf(facets.last, 'true')} checked={selected('last').includes('true')} label={t('lastMinutes')} onChange={onChange} />
        <Choices
          name="has_discount"
          type="checkbox"
          selected={selected('has_discount')}
          choices={[{ value: 'true', label: t('discountOnly'), count: countOf(facets.has_discount, 'true') }]}
          onChange={onChange}
        />
      </div>
      <Departure chosen={chosen} onChange={onChange} />
      <Group legend={t('price')}>
        <PriceRange
          prices={prices}
          chosen={{ price__gte: chosenValues(chosen, 'price__gte')[0] ?? '', price__lte: chosenValues(chosen, 'price__lte')[0] ?? '' }}
          onCommit={onPriceChange}
        />
      </Group>
      <Group legend={t('nights')}>
        <Choices
          name="duration"
          type="radio"
          anyLabel={t('any')}
          selected={selected('duration')}
          choices={Object.keys(facets.duration).map((key) => ({ value: key, label: t(`durations.${key}`), count: countOf(facets.duration, key) }))}
          onChange={onChange}
        />
      </Group>
      <Group legend={t('vacationType')}>
        <Choices
          name="type_of_stay"
          type="checkbox"
          selected={selected('type_of_stay')}
          choices={stays
            .map((stay) => ({ value: stay, label: stayLabel(t, stay), count: countOf(facets.type_of_stay, stay) }))
            .sort((a, b) => a.label.localeCompare(b.label, locale))}
          onChange={onChange}
        />
      </Group>
      <Group legend={t('rentalType')}>
        <Choices name="datafeed_category" type="checkbox" selected={selected('datafeed_category')} choices={dictionary(options.rentalTypes, facets.datafeed_category)} onChange={onChange} />
      </Group>
      <Group legend={t('serviceType')}>
        <Choices name="service_types" type="checkbox" selected={selected('service_types')} choices={dictionary(options.serviceTypes, facets.service_types)} onChange={onChange} />
      </Group>
      <Group legend={t('rating')}>
        <Choices
          name="rating__gte"
          type="radio"
          anyLabel={t('any')}
          selected={selected('rating__gte')}
          choices={stars.map((level) => ({ value: level, label: t('stars', { stars: Number(level) }), count: countOf(facets.rating__gte, level) }))}
          onChange={onChange}
        />
      </Group>
      <Group legend={t('partners')}>
        <Choices name="partner" type="checkbox" selected={selected('partner')} choices={dictionary(options.partners, facets.partner)} onChange={onChange} />
      </Group>
    </div>
  );
}

/**
 * The departure date: a month, or a first and last day, and a few days' flexibility. Native month
 * and date fields, named as the address keys: they work without script, and a phone shows its own
 * picker. A month wins over a range (src/lib/datafeed-filters.ts), so choosing one clears the other
 * (Comparator's formQuery).
 */
function Departure({ chosen, onChange }: { chosen: URLSearchParams; onChange: OnChange }) {
  const t = useTranslations('Comparator');
  const value = (key: string) => chosenValues(chosen, key)[0] ?? '';
  return (
    <Group legend={t('departure')}>
      <div className="flex flex-col gap-1.5 px-2 py-1.5">
        <label htmlFor="comparator-departure-month" className="text-sm font-semibold text-ink">
          {t('departureMonth')}
        </label>
        <input
          id="comparator-departure-month"
          type="month"
          name="departure_month"
          // Where the browser has no month field it is a text field: the pattern tells the expected form.
          pattern="[0-9]{4}-[0-9]{2}"
          placeholder="2027-07"
          value={value('departure_month')}
          onChange={onChange}
          className={FIELD}
        />
      </div>
      <p className="px-2 pt-1 text-sm text-muted">{t('departureRange')}</p>
      <div className="grid grid-cols-2 gap-2 px-2 py-1.5 md:grid-cols-1">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="comparator-departure-from" className="text-sm font-semibold text-ink">
            {t('departureFrom')}
          </label>
          <input id="comparator-departure-from" type="date" name="departure_from" value={value('departure_from')} onChange={onChange} className={cx(FIELD, 'px-2')} />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="comparator-departure-to" className="text-sm font-semibold text-ink">
            {t('departureTo')}
          </label>
          <input id="comparator-departure-to" type="date" name="departure_to" value={value('departure_to')} onChange={onChange} className={cx(FIELD, 'px-2')} />
        </div>
      </div>
      <label className={box}>
        <input
          type="checkbox"
          name="flexible"
          value={String(DEPARTURE_FLEXIBILITY)}
          checked={value('flexible') !== ''}
          onChange={onChange}
          className="size-4.5 shrink-0 accent-primary-700"
        />
        <span>{t('flexible', { days: DEPARTURE_FLEXIBILITY })}</span>
      </label>
    </Group>
  );
}

/** The Last Minutes toggle (SPEC §2.7, §9: off or on): a checkbox that reads as a switch, laid over its drawing. */
function LastMinutes({ count, checked, label, onChange }: { count: number; checked: boolean; label: string; onChange: OnChange }) {
  return (
    <label className={box}>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          type="checkbox"
          role="switch"
          name="last"
          value="true"
          checked={checked}
          onChange={onChange}
          disabled={count === 0 && !checked}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className={cx(
            'relative inline-flex size-full rounded-full bg-slate-400 transition-colors',
            'after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform',
            'peer-checked:bg-accent-600 peer-checked:after:translate-x-5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-700',
          )}
        />
      </span>
      <span>{label}</span>
      <Count count={count} />
    </label>
  );
}
