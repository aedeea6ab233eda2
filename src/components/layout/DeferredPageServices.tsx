'use client';

import { settledIsland } from '@/components/ui/settled-island';

/** The page services, fetched once the page has settled: none of them is needed for its first paint. */
export const DeferredPageServices = settledIsland(() => import('./PageServices').then((module) => module.PageServices));
