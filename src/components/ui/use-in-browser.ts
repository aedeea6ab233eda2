'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the page runs in the browser: what
 * depends on the visitor's clock or time zone is written after hydration, never into a page that
 * is cached for everyone.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
