'use client';

import { settledIsland } from '@/components/ui/settled-island';
import type { StoreAlertForm } from './StoreAlertForm';

/** The store alert form, drawn by the server; its code is fetched once the page has settled. */
export const DeferredStoreAlertForm = settledIsland<Parameters<typeof StoreAlertForm>[0]>(
  () => import('./StoreAlertForm').then((module) => module.StoreAlertForm),
  typeof window === 'undefined' ? (require('./StoreAlertForm') as typeof import('./StoreAlertForm')).StoreAlertForm : undefined,
);
