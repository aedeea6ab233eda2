'use client';

import { settledIsland } from '@/components/ui/settled-island';

/** The newsletter form's code, fetched once the page has settled; the server draws the form until then. */
export const DeferredNewsletterForm = settledIsland(() => import('./NewsletterForm').then((module) => module.NewsletterForm));
