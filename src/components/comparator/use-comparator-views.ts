'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { fetchComparatorView } from '@/lib/api-client';
import { comparatorHref, orderedComparatorSearch } from '@/lib/comparator-url';
import type { ComparatorViewData } from '@/lib/contracts';

/** Views kept for Back and Forward, most recent last. */
const KEPT_VIEWS = 20;
/** A kept view younger than this is shown as it is; an older one is shown, then checked (the feed changes within seconds). */
const FRESH_MS = 5_000;
/** A view that has not come by then counts as failed: the visitor is told, and the previous results stay. */
const TIMEOUT_MS = 15_000;

type How = {
  /** A new history entry for the view once it is shown (a change), or none (Back, Forward, a check). */
  push?: boolean;
  /** No pending state and nothing read out: a check of what is on screen, shown only if it differs. */
  silent?: boolean;
  /** Called once the view is on screen (the page links move the focus to the results). */
  onShown?: () => void;
};

const canonical = (search: URLSearchParams | string) => orderedComparatorSearch(new URLSearchParams(search)).toString();

/**
 * The comparator's views in the browser: the URL stays the state. A change asks the API for the
 * view of the new query (`GET /api/properties/compare/`, a few milliseconds), shows it and adds
 * it to the history with `pushState` (Next keeps its router in step, and sends no request); Back
 * and Forward show the view of the address they lead to, from the views kept here when it is
 * recent. Only the latest request counts: a newer one aborts the one before, and an answer that
 * is not the latest's is dropped. Once mounted (the page has settled), the view of the address is
 * asked once: a cached page may be older than the datafeed, or the router may have drawn the page
 * for another address (Back from another page), and the newer view replaces it.
 */
export function useComparatorViews(path: string, first: ComparatorViewData) {
  const locale = useLocale();
  const t = useTranslations('Comparator');
  const [view, setView] = useState(first);
  /** The query asked for and not yet shown: the form shows it meanwhile. */
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  /** Read out by screen readers: the new count. */
  const [status, setStatus] = useState('');
  const shown = useRef(first);
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const kept = useRef(new Map<string, { view: ComparatorViewData; at: number }>());
  const afterShow = useRef<(() => void) | null>(null);

  function keep(query: string, data: ComparatorViewData) {
    const map = kept.current;
    for (const key of new Set([query, data.query])) {
      map.delete(key);
      map.set(key, { view: data, at: Date.now() });
    }
    while (map.size > KEPT_VIEWS) map.delete(map.keys().next().value!);
  }

  function show(data: ComparatorViewData, how: How) {
    shown.current = data;
    setView(data);
    setPending(null);
    setFailed(false);
    if (how.push) {
      const href = comparatorHref(path, data.query);
      if (href !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', href);
    }
    if (!how.silent) setStatus(t('results', { count: data.count }));
    afterShow.current = how.onShown ?? null;
  }

  /** Stops the request in flight, if any: its answer will not be shown. */
  function cancel() {
    latest.current++;
    inFlight.current?.abort();
    inFlight.current = null;
  }

  function load(search: URLSearchParams, how: How) {
    const query = canonical(search);
    cancel();
    const id = latest.current;
    const known = kept.current.get(query);
    if (known && !how.silent) {
      show(known.view, how);
      if (Date.now() - known.at < FRESH_MS) return;
      how = { silent: true };
    } else if (!how.silent) {
      setPending(query);
      setFailed(false);
    }
    const controller = new AbortController();
    inFlight.current = controller;
    const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
    fetchComparatorView(locale, new URLSearchParams(query), controller.signal)
      .then(
        (data) => {
          if (id !== latest.current) return;
          keep(query, data);
          // A check shows the same view only when it is newer: the page may have been drawn from an
          // index a step ahead of the one answering the API.
          const notNewer = data.query === shown.current.query && data.version <= shown.current.version;
          if (how.silent && notNewer) return;
          show(data, how);
        },
        () => {
          if (id !== latest.current) return;
          setPending(null);
          if (!how.silent) setFailed(true);
        },
      )
      .finally(() => {
        window.clearTimeout(timer);
        if (inFlight.current === controller) inFlight.current = null;
      });
  }

  /** The view of the form's new query, unless it is the one shown (or already asked for). */
  function change(search: URLSearchParams, onShown?: () => void) {
    const query = canonical(search);
    if (query === canonical(shown.current.query)) {
      cancel();
      setPending(null);
      setFailed(false);
      return;
    }
    if (query === pending) return;
    load(search, { push: true, onShown });
  }

  // Event handlers below read the latest render's functions.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    afterShow.current?.();
    afterShow.current = null;
  }, [view]);

  useEffect(() => {
    const onPopState = () => {
      if (window.location.pathname === path) loadRef.current(new URLSearchParams(window.location.search), {});
    };
    window.addEventListener('popstate', onPopState);
    // The check of the view on screen, once: unless a change came first (a field changed before the
    // page's code ran is changed again as the comparator mounts), whose view is as fresh.
    if (latest.current === 0) loadRef.current(new URLSearchParams(window.location.search), { silent: true });
    return () => window.removeEventListener('popstate', onPopState);
  }, [path]);

  return { view, pending, failed, status, change };
}
