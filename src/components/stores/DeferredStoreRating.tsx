'use client';

import { settledIsland } from '@/components/ui/settled-island';
import type { StoreRating } from './StoreRating';

/** The store's rating and vote, drawn by the server; its code is fetched once the page has settled. */
export const DeferredStoreRating = settledIsland<Parameters<typeof StoreRating>[0]>(
  () => import('./StoreRating').then((module) => module.StoreRating),
  typeof window === 'undefined' ? (require('./StoreRating') as typeof import('./StoreRating')).StoreRating : undefined,
);
