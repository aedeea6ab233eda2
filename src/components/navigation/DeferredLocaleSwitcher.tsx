'use client';

import { settledIsland } from '@/components/ui/settled-island';

/** The locale switcher's code, fetched once the page has settled; the server draws links to each locale's home until then. */
export const DeferredLocaleSwitcher = settledIsland(() => import('./LocaleSwitcher').then((module) => module.LocaleSwitcher));
