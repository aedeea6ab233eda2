'use client';

import { ChunkErrorReload } from './ChunkErrorReload';
import { NavigationProgress } from './NavigationProgress';
import { OfflineIndicator } from './OfflineIndicator';
import { ScrollToTop } from './ScrollToTop';

/**
 * What every page runs in the background and draws nothing at first: the navigation progress
 * bar, the scroll reset, the reload after a missing chunk and the offline notice (SPEC §2.3, §4).
 */
export function PageServices() {
  return (
    <>
      <NavigationProgress />
      <ScrollToTop />
      <ChunkErrorReload />
      <OfflineIndicator />
    </>
  );
}
