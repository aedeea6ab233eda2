'use client';

import { settledIsland } from '@/components/ui/settled-island';

/** The share-a-promotion form's code, fetched once the page has settled; the server draws the form until then. */
export const DeferredSharePromotionForm = settledIsland(() => import('./SharePromotionForm').then((module) => module.SharePromotionForm));
