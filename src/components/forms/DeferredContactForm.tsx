'use client';

import { settledIsland } from '@/components/ui/settled-island';

/** The contact form's code, fetched once the page has settled; the server draws the form until then. */
export const DeferredContactForm = settledIsland(() => import('./ContactForm').then((module) => module.ContactForm));
