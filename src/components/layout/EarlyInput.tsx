'use client';

import { useEffect } from 'react';
import { endEarlyInput, redoInput, replayChange, takeEarlyChanges, takeEarlyInput } from '@/components/ui/early-input';

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
    if (input?.target.isConnected) redoInput(input.kind, input.target);
  }, []);
  return null;
}
