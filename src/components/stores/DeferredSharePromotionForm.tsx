'use client';

import { settledIsland } from '@/components/ui/settled-island';
import type { SharePromotionForm } from './SharePromotionForm';

/** The share-a-promotion form, drawn by the server; its code is fetched once the page has settled. */
export const DeferredSharePromotionForm = settledIsland<Parameters<typeof SharePromotionForm>[0]>(
  () => import('./SharePromotionForm').then((module) => module.SharePromotionForm),
  typeof window === 'undefined' ? (require('./SharePromotionForm') as typeof import('./SharePromotionForm')).SharePromotionForm : undefined,
);
