'use client';

import { settledIsland } from '@/components/ui/settled-island';
import type { MainNav } from './MainNav';

/** The main navigation, drawn by the server with its menus closed; its code is fetched once the page has settled. */
export const DeferredMainNav = settledIsland<Parameters<typeof MainNav>[0]>(
  () => import('./MainNav').then((module) => module.MainNav),
  typeof window === 'undefined' ? (require('./MainNav') as typeof import('./MainNav')).MainNav : undefined,
);
