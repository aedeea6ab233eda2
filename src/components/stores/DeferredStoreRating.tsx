'use client';

import { settledIsland } from '@/components/ui/settled-island';

/** The store rating's code, fetched once the page has settled; the server draws the rating until then. */
export const DeferredStoreRating = settledIsland(() => import('./StoreRating').then((module) => module.StoreRating));
