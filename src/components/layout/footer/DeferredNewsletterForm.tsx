'use client';

import { settledIsland } from '@/components/ui/settled-island';
import type { NewsletterForm } from './NewsletterForm';

/** The newsletter form, drawn by the server; its code is fetched once the page has settled. */
export const DeferredNewsletterForm = settledIsland<Parameters<typeof NewsletterForm>[0]>(
  () => import('./NewsletterForm').then((module) => module.NewsletterForm),
  typeof window === 'undefined' ? (require('./NewsletterForm') as typeof import('./NewsletterForm')).NewsletterForm : undefined,
);
