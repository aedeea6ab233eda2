'use client';

import { type ChangeEvent, type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { cx } from '@/components/ui/cx';
import { useFormatter, useTranslations } from '@/i18n/client';
import { chosenCount, DEFAULT_ORDERING } from '@/lib/comparator-url';
import { ComparatorFilters } from './ComparatorFilters';
import { ComparatorResults } from './ComparatorResults';
import type { PriceBounds } from './PriceRange';
import { type ComparatorProps, FORM_ID } from './types';
import { useComparatorViews } from './use-comparator-views';

const PANEL_ID = 'comparator-panel';

/** The form's query: its filled fields, without the narrower places of a wider one just changed, nor the default order. */
function formQuery(form: HTMLFormElement, changed?: Element): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  const name = changed instanceof HTMLSelectElement || changed instanceof HTMLInputElement ? changed.name : undefined;
  if (name === 'country') params.delete('region');
  if (name === 'country' || name === 'region') params.delete('city');
  // A departure month and a range are two ways of saying one thing: the one just set replaces the other.
  if (name === 'departure_month' && params.has('departure_month')) {
    params.delete('departure_from');
    params.delete('departure_to');
  }
  if ((name === 'departure_from' || name === 'departure_to') && params.has(name)) params.delete('departure_month');
  if (params.get('ordering') === DEFAULT_ORDERING) params.delete('ordering');
  return params;
}

/**
 * The comparator of holiday deals (SPEC §2.7): the filters (a sidebar on wide screens; on phones a
 * full-screen panel opened by a button that shows how many filters are active), the chosen ones
 * as removable chips, the deals in the chosen order with their exact count, and links between
 * pages. The server draws it for the first view, the browser for the next ones.
 *
 * Without script it is a GET form: "validate" (or "view results") loads the filtered page, the
 * phone panel opens as the target of its button's link, every chip and page is a link. With
 * script each change, and each of those links, loads the new view at once through the API
 * (useComparatorViews): the URL stays the state, Back returns to the previous view, and the
 * focus stays on the field that changed.
 */
export function Comparator({ path, view: first, options }: ComparatorProps) {
  const t = useTranslations('Comparator');
  const ui = useTranslations('UI');
  const format = useFormatter();
  const form = useRef<HTMLFormElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  const { view, pending, failed, status, change } = useComparatorViews(path, first);
  // The fields show the query asked for while its view loads; the results, the view on screen.
  const chosen = new URLSearchParams(pending ?? view.query);

  useEffect(() => {
    if (!open) return;
    if (!form.current?.contains(document.activeElement)) heading.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      // A modal panel: Tab goes round inside it.
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>('a[href], button, input:not([disabled]), select')).filter(
        (element) => element.offsetParent !== null,
      );
      const [firstField, lastField] = [focusable[0], focusable.at(-1)];
      if (event.shiftKey && (document.activeElement === firstField || document.activeElement === heading.current)) {
        event.preventDefault();
        lastField?.focus();
      } else if (!event.shiftKey && document.activeElement === lastField) {
        event.preventDefault();
        firstField?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function onFieldChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
    if (form.current) change(formQuery(form.current, event.currentTarget));
  }

  /** The slider's or a price field's bounds, applied over the rest of the form. */
  function onPriceChange(bounds: PriceBounds) {
    if (!form.current) return;
    const query = formQuery(form.current);
    for (const [key, value] of Object.entries(bounds)) {
      if (value) query.set(key, value);
      else query.delete(key);
    }
    change(query);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.current) change(formQuery(form.current));
    if (open) close();
  }

  /**
   * A link to another view of the comparator (a chip, "clear all", a page) loads it in place. One
   * in the results then moves the focus to their heading, in view: the link may be gone.
   */
  function onClick(event: MouseEvent) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target || link.getAttribute('href')?.startsWith('#')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname !== path) return;
    event.preventDefault();
    const inResults = results.current?.contains(link) ?? false;
    change(url.searchParams, () => {
      if (!inResults || !resultsHeading.current) return;
      resultsHeading.current.focus({ preventScroll: true });
      if (resultsHeading.current.getBoundingClientRect().top < 0) resultsHeading.current.scrollIntoView({ block: 'start' });
    });
  }

  return (
    <div onClick={onClick} data-loads-in-place="" className="md:grid md:grid-cols-[17rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[19rem_minmax(0,1fr)]">
      <p id="comparator-status" role="status" className="sr-only">
        {status}
      </p>
      <a
        ref={toggle}
        href={`#${PANEL_ID}`}
        role="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-primary-700 bg-white px-5 font-semibold text-primary-800 md:hidden"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
          <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('openFilters', { count: chosenCount(chosen) })}
      </a>
      <form ref={form} id={FORM_ID} action={path} method="get" onSubmit={onSubmit} aria-labelledby={`${PANEL_ID}-title`}>
        <div
          ref={panel}
          id={PANEL_ID}
          role={open ? 'dialog' : undefined}
          aria-modal={open ? true : undefined}
          aria-labelledby={`${PANEL_ID}-title`}
          data-open={open}
          className={cx(
            'max-md:fixed max-md:inset-0 max-md:z-50 max-md:hidden max-md:flex-col max-md:bg-white',
            'max-md:target:flex max-md:data-[open=true]:flex',
            'md:rounded-xl md:border md:border-line md:bg-white md:px-4 md:shadow-card',
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 md:px-0">
            <h2 ref={heading} tabIndex={-1} id={`${PANEL_ID}-title`} className="text-lg font-bold text-ink outline-none">
              {t('filters')}
            </h2>
            <a
              href="#"
              role="button"
              aria-label={ui('close')}
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
              className="inline-flex size-11 items-center justify-center rounded-full text-2xl text-ink hover:bg-primary-50 md:hidden"
            >
              <span aria-hidden="true">×</span>
            </a>
          </div>
          <div className="flex-1 overflow-y-auto px-4 md:px-0">
            <ComparatorFilters
              facets={view.facets}
              prices={view.prices}
              options={options}
              chosen={chosen}
              onChange={onFieldChange}
              onPriceChange={onPriceChange}
            />
          </div>
          <div className="flex items-center gap-3 border-t border-line bg-white px-4 py-3 md:sticky md:bottom-0 md:px-0">
            <a href={path} className="min-h-11 content-center px-2 font-semibold whitespace-nowrap text-primary-700 underline underline-offset-4">
              {t('clearAll')}
            </a>
            <button type="submit" className="ml-auto min-h-11 rounded-full bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 md:hidden">
              {t('viewResults', { count: format.number(view.count) })}
            </button>
            <button
              type="submit"
              className="ml-auto min-h-11 rounded-full bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 max-md:hidden"
            >
              {t('validate')}
            </button>
          </div>
        </div>
      </form>
      <div ref={results} aria-busy={pending !== null} className={cx('min-w-0 transition-opacity', pending !== null && 'opacity-60')}>
        <ComparatorResults
          path={path}
          view={view}
          ordering={chosen.get('ordering') ?? DEFAULT_ORDERING}
          options={options}
          failed={failed}
          headingRef={resultsHeading}
          onChange={onFieldChange}
        />
      </div>
    </div>
  );
}
