'use client';

import { settledIsland } from '@/components/ui/settled-island';
import type { Comparator } from './Comparator';

/**
 * The comparator, drawn by the server; its code (the filters, the cards, the views it loads) is
 * fetched once the page has settled, outside the page's first load. A field changed, or a link or
 * button pressed, before it has come is done again once it has (settled-island.tsx).
 */
export const DeferredComparator = settledIsland<Parameters<typeof Comparator>[0]>(
  () => import('./Comparator').then((module) => module.Comparator),
  typeof window === 'undefined' ? (require('./Comparator') as typeof import('./Comparator')).Comparator : undefined,
);
