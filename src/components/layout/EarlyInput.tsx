'use client';

import { useEffect } from 'react';
import { endEarlyInput, replayChange, takeEarlyChanges, takeEarlyInput } from '@/components/ui/early-input';

/**
 * Once the page is hydrated, changes again the fields changed before its code ran, and does again
 * the click that was held meanwhile, unless an island took it first (islands take theirs in a
 * layout effect, before this effect runs).
 */
export function EarlyInput() {
  useEffect(() => {
    endEarlyInput();
    for (const field of takeEarlyChanges()) replayChange(field);
    const input = takeEarlyInput(document);
    if (!input?.target.isConnected) return;
    if (input.kind === 'submit' && input.target instanceof HTMLFormElement) input.target.requestSubmit();
    else if (input.target instanceof HTMLElement) input.target.click();
  }, []);
  return null;
}
