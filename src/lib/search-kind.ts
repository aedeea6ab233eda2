import type { SearchHitType } from './contracts';

/** The kinds a search result is labelled with, on the search page and in the header's suggestions. */
export type SearchKind = 'store' | 'promotion' | 'destination' | 'category' | 'blogPost';

/** A result's kind: sub-levels read as their family (a region is a destination, a subcategory a category). */
export function searchKind(entityType: SearchHitType): SearchKind {
  switch (entityType) {
    case 'store':
      return 'store';
    case 'promotion':
      return 'promotion';
    case 'location':
    case 'sublocation':
      return 'destination';
    case 'category':
    case 'subcategory':
      return 'category';
    case 'blog_post':
      return 'blogPost';
  }
}
