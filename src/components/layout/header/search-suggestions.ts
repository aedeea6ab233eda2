import { MAX_SEARCH_LENGTH, SEARCH_SUGGEST_MIN_LENGTH } from '@/lib/constants';
import type { SearchHit } from '@/server/services/search';

/** What the header's search box shows of a result of `GET /api/search/`. */
export type Suggestion = Pick<SearchHit, 'entity_type' | 'id' | 'title' | 'slugs' | 'store'>;

/**
 * The page a suggestion leads to, as the locale-aware router takes it: a store's page, a
 * promotion's store page with its dialog open (`?promotion=`), a destination, a category, a post.
 */
export function suggestionHref(suggestion: Suggestion) {
  const slugs = suggestion.slugs;
  switch (suggestion.entity_type) {
    case 'store':
      return { pathname: '/[...slugs]', params: { slugs } } as const;
    case 'promotion':
      return { pathname: '/[...slugs]', params: { slugs }, query: { promotion: String(suggestion.id) } } as const;
    case 'location':
    case 'sublocation':
      return { pathname: '/destinations/[...slugs]', params: { slugs } } as const;
    case 'category':
    case 'subcategory':
      return { pathname: '/categories/[...slugs]', params: { slugs } } as const;
    case 'blog_post':
      return { pathname: '/blog/[...slugs]', params: { slugs } } as const;
  }
}

/**
 * The text to ask suggestions for: trimmed and cut to MAX_SEARCH_LENGTH, or null below
 * SEARCH_SUGGEST_MIN_LENGTH characters (SPEC §5: no search on empty text).
 */
export function suggestionQuery(typed: string): string | null {
  const text = typed.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return [...text].length >= SEARCH_SUGGEST_MIN_LENGTH ? text : null;
}
