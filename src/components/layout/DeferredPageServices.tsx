'use client';

import { afterSettled } from '@/components/ui/after-settled';

/** The page services, fetched once the page has settled: none of them is needed for its first paint. */
export const DeferredPageServices = afterSettled(() => import('./PageServices').then((module) => module.PageServices));
