'use client';

import { settledIsland } from '@/components/ui/settled-island';

/** The propose-a-store form's code, fetched once the page has settled; the server draws the form until then. */
export const DeferredProposeStoreForm = settledIsland(() => import('./ProposeStoreForm').then((module) => module.ProposeStoreForm));
