'use client';

import { settledIsland } from '@/components/ui/settled-island';
import type { ContactForm } from './ContactForm';

/** The contact form, drawn by the server; its code is fetched once the page has settled. */
export const DeferredContactForm = settledIsland<Parameters<typeof ContactForm>[0]>(
  () => import('./ContactForm').then((module) => module.ContactForm),
  typeof window === 'undefined' ? (require('./ContactForm') as typeof import('./ContactForm')).ContactForm : undefined,
);
