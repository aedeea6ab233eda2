import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui';
import { DURATION_BUCKETS, PRICE_RANGES, STAR_OPTIONS } from '@/lib/constants';
import type { FacetKey } from '@/lib/datafeed-filters';
import type { ComparatorView } from './types';

/**
 * The comparator's filters as plain form fields named after the URL keys (SPEC §3): the form
 * works without script, and with script ComparatorShell applies each change at once. Each option
 * shows how many deals it would leave; an option that would leave none is disabled, unless chosen.
 */

type Choice = { value: string; label: string; count: number };

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
}: {
  name: FacetKey;
  type: 'radio' | 'checkbox';
  choices: Choice[];
  selected: string[];
  anyLabel?: string;
}) {
  return (
    <>
      {anyLabel ? (
        <label className={box}>
          <input type="radio" name={name} value="" defaultChecked={selected.length === 0} className="size-4.5 accent-primary-700" />
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
              defaultChecked={checked}
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
}: {
  name: 'country' | 'region' | 'city';
  label: string;
  anyLabel: string;
  choices: Choice[];
  selected: string | undefined;
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
        defaultValue={selected ?? ''}
        className="h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-[0.9375rem] text-ink focus-visible:border-primary-600"
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

export function ComparatorFilters({ view }: { view: ComparatorView }) {
  const t = useTranslations('Comparator');
  const { state, facets, options } = view;
  const f = state.filters;
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)]);
  const places = (level: number, parent: number | undefined, facet: Record<string, number>): Choice[] =>
    options.places
      .filter((p) => p.level === level && (parent === undefined || p.parent_id === parent) && String(p.id) in facet)
      .map((p) => ({ value: String(p.id), label: p.name, count: countOf(facet, p.id) }));
  const dictionary = (entries: { id: number; name: string }[], facet: Record<string, number>): Choice[] =>
    entries.filter((e) => String(e.id) in facet).map((e) => ({ value: String(e.id), label: e.name, count: countOf(facet, e.id) }));
  const [country] = f.country ?? [];
  const [region] = f.region ?? [];
  const stays = Object.keys(facets.type_of_stay);
  const locale = useLocale();

  return (
    <div className="flex flex-col">
      <Group legend={t('destination')}>
        <PlaceSelect name="country" label={t('country')} anyLabel={t('anyCountry')} choices={places(1, undefined, facets.country)} selected={strings(country)[0]} />
        {country !== undefined ? (
          <PlaceSelect name="region" label={t('region')} anyLabel={t('anyRegion')} choices={places(2, country, facets.region)} selected={strings(region)[0]} />
        ) : null}
        {region !== undefined ? (
          <PlaceSelect name="city" label={t('city')} anyLabel={t('anyCity')} choices={places(3, region, facets.city)} selected={strings(f.city?.[0])[0]} />
        ) : null}
      </Group>
      <div className="flex flex-col gap-0.5 border-b border-line py-3">
        <LastMinutes count={countOf(facets.last, 'true')} checked={f.last === true} label={t('lastMinutes')} />
        <Choices
          name="has_discount"
          type="checkbox"
          selected={f.has_discount ? ['true'] : []}
          choices={[{ value: 'true', label: t('discountOnly'), count: countOf(facets.has_discount, 'true') }]}
        />
      </div>
      <Group legend={t('price')}>
        <Choices
          name="price"
          type="radio"
          anyLabel={t('any')}
          selected={strings(f.price)}
          choices={PRICE_RANGES.map((r) => ({ value: r.key, label: t(`prices.${r.key}`), count: countOf(facets.price, r.key) }))}
        />
      </Group>
      <Group legend={t('nights')}>
        <Choices
          name="duration"
          type="radio"
          anyLabel={t('any')}
          selected={strings(f.duration)}
          choices={DURATION_BUCKETS.map((b) => ({ value: b.key, label: t(`durations.${b.key}`), count: countOf(facets.duration, b.key) }))}
        />
      </Group>
      <Group legend={t('vacationType')}>
        <Choices
          name="type_of_stay"
          type="checkbox"
          selected={strings(f.type_of_stay)}
          choices={stays
            .map((stay) => ({
              value: stay,
              label: t.has(`stays.${stay}`) ? t(`stays.${stay}`) : stay,
              count: countOf(facets.type_of_stay, stay),
            }))
            .sort((a, b) => a.label.localeCompare(b.label, locale))}
        />
      </Group>
      <Group legend={t('rentalType')}>
        <Choices name="datafeed_category" type="checkbox" selected={strings(f.datafeed_category)} choices={dictionary(options.rentalTypes, facets.datafeed_category)} />
      </Group>
      <Group legend={t('serviceType')}>
        <Choices name="service_types" type="checkbox" selected={strings(f.service_types)} choices={dictionary(options.serviceTypes, facets.service_types)} />
      </Group>
      <Group legend={t('rating')}>
        <Choices
          name="rating__gte"
          type="radio"
          anyLabel={t('any')}
          selected={strings(f.rating__gte)}
          choices={STAR_OPTIONS.map((stars) => ({ value: String(stars), label: t('stars', { stars }), count: countOf(facets.rating__gte, stars) }))}
        />
      </Group>
      <Group legend={t('partners')}>
        <Choices name="partner" type="checkbox" selected={strings(f.partner)} choices={dictionary(options.partners, facets.partner)} />
      </Group>
    </div>
  );
}

/** The Last Minutes toggle (SPEC §2.7, §9: off or on): a checkbox that reads as a switch, laid over its drawing. */
function LastMinutes({ count, checked, label }: { count: number; checked: boolean; label: string }) {
  return (
    <label className={box}>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          type="checkbox"
          role="switch"
          name="last"
          value="true"
          defaultChecked={checked}
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
