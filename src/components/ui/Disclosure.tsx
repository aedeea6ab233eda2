'use client';

import { settledIsland } from './settled-island';
import type { DisclosurePanel } from './DisclosurePanel';

/**
 * A show/hide section (FAQ item), drawn closed by the server; its code is fetched once the page
 * has settled (a press before that is done again when it comes).
 */
export const Disclosure = settledIsland<Parameters<typeof DisclosurePanel>[0]>(
  () => import('./DisclosurePanel').then((module) => module.DisclosurePanel),
  typeof window === 'undefined' ? (require('./DisclosurePanel') as typeof import('./DisclosurePanel')).DisclosurePanel : undefined,
);
