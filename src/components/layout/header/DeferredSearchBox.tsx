'use client';

import { settledIsland } from '@/components/ui/settled-island';

/** The header search's combobox, fetched once the page has settled; the server draws its form until then. */
export const DeferredSearchBox = settledIsland(() => import('./SearchBox').then((module) => module.SearchBox));
