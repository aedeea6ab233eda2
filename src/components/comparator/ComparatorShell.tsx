'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, type SyntheticEvent, useEffect, useRef, useTransition } from 'react';
import { cx } from '@/components/ui/cx';
import { useComparatorMemory } from './ComparatorMemory';
import { FORM_ID } from './types';

const PANEL_ID = 'comparator-panel';

type Labels = {
  openFilters: string;
  filters: string;
  close: string;
  clearAll: string;
  viewResults: string;
  validate: string;
  status: string;
};

/**
 * The comparator's form and its two layouts: a sidebar on wide screens, and on phones a
 * full-screen panel opened by a button that shows how many filters are active.
 *
 * Without script it is a GET form: "validate" (or "view results") loads the filtered page, the
 * phone panel opens as the target of its button's link. With script each change loads the new
 * view at once, through the router: the URL stays the state, Back returns to the previous view,
 * and focus stays on the field that changed (ComparatorMemory).
 */
export function ComparatorShell({
  path,
  defaultOrdering,
  labels,
  filters,
  results,
}: {
  path: string;
  /** The sort order a URL leaves out. */
  defaultOrdering: string;
  labels: Labels;
  filters: ReactNode;
  results: ReactNode;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { open, setOpen, keep, take, announce } = useComparatorMemory();
  const [pending, startTransition] = useTransition();

  // A new view: focus and scroll back where the visitor was in the previous one, and say its count.
  useEffect(() => {
    const { field, scrollTop, changed } = take();
    if (changed) announce(labels.status);
    if (scroller.current && scrollTop !== undefined) scroller.current.scrollTop = scrollTop;
    if (!field) return;
    const target = Array.from(form.current?.elements ?? []).find(
      (element): element is HTMLInputElement | HTMLSelectElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
        element.name === field.name &&
        (element instanceof HTMLSelectElement || element.value === field.value),
    );
    target?.focus({ preventScroll: true });
  }, [take, announce, labels.status]);

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
      const focusable = Array.from(
        panel.current.querySelectorAll<HTMLElement>('a[href], button, input:not([disabled]), select'),
      ).filter((element) => element.offsetParent !== null);
      const [first, last] = [focusable[0], focusable.at(-1)];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  /** Loads the view of the form's fields; a wider place drops the narrower ones chosen under it. */
  function apply(changed?: HTMLInputElement | HTMLSelectElement) {
    if (!form.current) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === 'string' && value !== '') params.append(name, value);
    }
    if (changed?.name === 'country') params.delete('region');
    if (changed?.name === 'country' || changed?.name === 'region') params.delete('city');
    if (params.get('ordering') === defaultOrdering) params.delete('ordering');
    keep({
      field: changed ? { name: changed.name, value: changed.value } : undefined,
      scrollTop: scroller.current?.scrollTop,
      changed: true,
    });
    const query = params.toString();
    startTransition(() => router.push(query ? `${path}?${query}` : path, { scroll: false }));
  }

  function onChange(event: SyntheticEvent) {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    if (field.form === form.current && field.name) apply(field);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    apply();
    if (open) close();
  }

  return (
    <div onChange={onChange} className="md:grid md:grid-cols-[17rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[19rem_minmax(0,1fr)]">
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
        {labels.openFilters}
      </a>
      <form
        ref={form}
        id={FORM_ID}
        action={path}
        method="get"
        onSubmit={onSubmit}
        aria-labelledby={`${PANEL_ID}-title`}
      >
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
              {labels.filters}
            </h2>
            <a
              href="#"
              role="button"
              aria-label={labels.close}
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
              className="inline-flex size-11 items-center justify-center rounded-full text-2xl text-ink hover:bg-primary-50 md:hidden"
            >
              <span aria-hidden="true">×</span>
            </a>
          </div>
          <div ref={scroller} className="flex-1 overflow-y-auto px-4 md:px-0">
            {filters}
          </div>
          <div className="flex items-center gap-3 border-t border-line bg-white px-4 py-3 md:sticky md:bottom-0 md:px-0">
            <a href={path} className="min-h-11 content-center px-2 font-semibold whitespace-nowrap text-primary-700 underline underline-offset-4">
              {labels.clearAll}
            </a>
            <button
              type="submit"
              className="ml-auto min-h-11 rounded-full bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 md:hidden"
            >
              {labels.viewResults}
            </button>
            <button
              type="submit"
              className="ml-auto min-h-11 rounded-full bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 max-md:hidden"
            >
              {labels.validate}
            </button>
          </div>
        </div>
      </form>
      <div aria-busy={pending} className={cx('min-w-0 transition-opacity', pending && 'opacity-60')}>
        {results}
      </div>
    </div>
  );
}
