type NetworkInformationLike = { saveData?: boolean; effectiveType?: string };

/**
 * SPEC §9: no link prefetching in data-saver mode or on 2G. Read on every render, since the
 * connection can change; on the server it answers true, where the prefetch prop has no effect.
 */
export function prefetchAllowed(): boolean {
  if (typeof navigator === 'undefined') return true;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return !connection.saveData && connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
