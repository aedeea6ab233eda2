'use client';

import { useEffect } from 'react';
import { endEarlyInput, takeEarlyInput } from '@/components/ui/early-input';

/**
 * Once the page is hydrated, does again the click that was held before its code ran, unless an
 * island took it first (islands take theirs in a layout effect, before this effect runs).
 */
export function EarlyInput() {
  useEffect(() => {
    endEarlyInput();
    const input = takeEarlyInput(document);
    if (!input?.target.isConnected) return;
    if (input.kind === 'submit' && input.target instanceof HTMLFormElement) input.target.requestSubmit();
    else if (input.target instanceof HTMLElement) input.target.click();
  }, []);
  return null;
}
