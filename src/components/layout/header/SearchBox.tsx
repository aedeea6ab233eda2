'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { startNavigationProgress } from '@/components/layout/navigation-progress-events';
import { cx } from '@/components/ui/cx';
import { useRouter } from 'next/navigation';
import { apiFetch } from '@/lib/api-client';
import { PAGE_SIZE, TIMINGS } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { searchKind } from '@/lib/search-kind';
import { type Suggestion, suggestionHref, suggestionQuery } from './search-suggestions';
import { SearchForm } from './SearchForm';

type SearchBoxProps = {
  /** The locale's search page, where Enter leads. */
  searchHref: string;
  onDark?: boolean;
  className?: string;
};

/** The suggestions the API gave for a text. */
type Answer = { query: string; results: Suggestion[] };

/**
 * The header search (SPEC §2.4): Enter goes to the search page with `?str=`, then the box clears;
 * blank text does nothing. As the visitor types (from SEARCH_SUGGEST_MIN_LENGTH characters, after
 * TIMINGS.fetchMinDelayMs without a key), the best results of `GET /api/search/` are suggested
 * in a list under the box: a combobox with a listbox popup (WAI-ARIA 1.2). The arrows move the
 * active suggestion, Enter opens it (without one, Enter searches), Escape closes the list and a
 * second Escape clears the box. A request that a newer text replaced is cancelled; a failed one
 * shows nothing.
 */
export function SearchBox({ searchHref, onDark = false, className }: SearchBoxProps) {
  const t = useTranslations('Header');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}input`;
  const listId = `${baseId}list`;
  const optionId = (index: number) => `${baseId}option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);

  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState(-1);
  // Closed by Escape, by leaving the box or by going somewhere; typing opens it again.
  const [dismissed, setDismissed] = useState(false);

  const query = suggestionQuery(text);

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiFetch<{ results: Suggestion[] }>('search/', {
        locale,
        query: { str: query, size: PAGE_SIZE.searchSuggestions },
        signal: controller.signal,
      })
        .then((page) => {
          setAnswer({ query, results: page.results.slice(0, PAGE_SIZE.searchSuggestions) });
          setActive(-1);
        })
        // Suggestions are a help, not the search: a failure shows none, and says nothing.
        .catch(() => {
          if (!controller.signal.aborted) setAnswer(null);
        });
    }, TIMINGS.fetchMinDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  const suggestions = query !== null && answer ? answer.results : [];
  const expanded = !dismissed && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  /** The box empties and forgets its suggestions (the effect's clean-up cancels a pending request). */
  function reset() {
    setText('');
    setAnswer(null);
    setActive(-1);
    setDismissed(true);
  }

  function go(suggestion: Suggestion) {
    reset();
    startNavigationProgress();
    router.push(suggestionHref(locale, suggestion));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const str = text.trim();
    if (!str) return;
    reset();
    startNavigationProgress();
    router.push(`${searchHref}?${new URLSearchParams({ str })}`);
  }

  function onChange(value: string) {
    setText(value);
    setActive(-1);
    setDismissed(false);
    if (suggestionQuery(value) === null) setAnswer(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const last = suggestions.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (last < 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setDismissed(false);
          setActive(down ? 0 : last);
        } else if (down) {
          setActive(activeIndex >= last ? 0 : activeIndex + 1);
        } else {
          setActive(activeIndex <= 0 ? last : activeIndex - 1);
        }
        return;
      }
      case 'Enter': {
        const chosen = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (!chosen) return; // The form searches the text.
        event.preventDefault();
        go(chosen);
        return;
      }
      case 'Escape': {
        // The browser's own Escape on a search field would clear it at once.
        event.preventDefault();
        if (expanded) {
          setDismissed(true);
          setActive(-1);
        } else if (text) {
          reset();
        }
        return;
      }
    }
  }

  const status = expanded
    ? t('search.count', { count: suggestions.length })
    : !dismissed && query !== null && answer?.query === query
      ? t('search.count', { count: 0 })
      : '';

  return (
    <SearchForm
      t={t}
      searchHref={searchHref}
      inputId={inputId}
      onDark={onDark}
      className={className}
      onSubmit={onSubmit}
      input={{
        role: 'combobox',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
        value: text,
        onChange: (event) => onChange(event.target.value),
        onKeyDown,
        onBlur: () => {
          setDismissed(true);
          setActive(-1);
        },
      }}
    >
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        // A press on a suggestion must not take the focus from the box (its blur closes the list).
        onMouseDown={(event) => event.preventDefault()}
        className="surface-light absolute inset-x-0 top-full z-40 mt-2 max-h-[min(34rem,calc(100dvh-9rem))] overflow-y-auto overscroll-contain rounded-2xl border border-line bg-white py-1.5 text-ink shadow-raised"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.entity_type}:${suggestion.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onClick={() => go(suggestion)}
            className={cx(
              'flex cursor-pointer items-center gap-3 border-l-4 px-4 py-2.5 text-left',
              index === activeIndex ? 'border-primary-600 bg-primary-50' : 'border-transparent hover:bg-slate-50',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 font-medium break-words">{suggestion.title}</span>
              {suggestion.store && suggestion.entity_type === 'promotion' ? (
                <span className="block truncate text-sm text-muted">{suggestion.store.name}</span>
              ) : null}
            </span>
            <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-muted">
              {t(`search.kinds.${searchKind(suggestion.entity_type)}`)}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </SearchForm>
  );
}
