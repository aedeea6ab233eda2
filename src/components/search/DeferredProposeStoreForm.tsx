'use client';

import { settledIsland } from '@/components/ui/settled-island';
import type { ProposeStoreForm } from './ProposeStoreForm';

/** The propose-a-store form, drawn by the server; its code is fetched once the page has settled. */
export const DeferredProposeStoreForm = settledIsland<Parameters<typeof ProposeStoreForm>[0]>(
  () => import('./ProposeStoreForm').then((module) => module.ProposeStoreForm),
  typeof window === 'undefined' ? (require('./ProposeStoreForm') as typeof import('./ProposeStoreForm')).ProposeStoreForm : undefined,
);
