import { MAX_SEARCH_LENGTH, SEARCH_SUGGEST_MIN_LENGTH } from '@/lib/constants';
import type { SearchHit } from '@/lib/contracts';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';

/** What the header's search box shows of a result of `GET /api/search/`. */
export type Suggestion = Pick<SearchHit, 'entity_type' | 'id' | 'title' | 'slugs' | 'store'>;

/**
 * The page a suggestion leads to: a store's page, a promotion's store page with its dialog open
 * (`?promotion=`), a destination, a category, a post.
 */
export function suggestionHref(locale: Locale, suggestion: Suggestion): string {
  if (suggestion.entity_type === 'promotion') {
    return `${entityPath(locale, 'store', suggestion.slugs)}?${new URLSearchParams({ promotion: String(suggestion.id) })}`;
  }
  return entityPath(locale, suggestion.entity_type, suggestion.slugs);
}

/**
 * The text to ask suggestions for: trimmed and cut to MAX_SEARCH_LENGTH, or null below
 * SEARCH_SUGGEST_MIN_LENGTH characters (SPEC §5: no search on empty text).
 */
export function suggestionQuery(typed: string): string | null {
  const text = typed.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return [...text].length >= SEARCH_SUGGEST_MIN_LENGTH ? text : null;
}
