import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { UNAVAILABLE_DIGEST } from '@/lib/error-status';
import { logger } from '@/server/logger';

/**
 * A section's data that may fail without taking the page down (SPEC §8: failures fetching
 * promotion lists, properties or home data are only logged, and the page goes on with the section
 * empty). Next's own control flow (redirects, not-found, dynamic rendering) still passes through,
 * and so does an unreachable database (src/app/_data/cache.ts): the page then fails as a whole,
 * and is not rendered, nor cached, with its sections emptied by an outage.
 */
export async function settle<T>(promise: Promise<T>, fallback: T, label: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    unstable_rethrow(error);
    if ((error as { digest?: unknown } | null)?.digest === UNAVAILABLE_DIGEST) throw error;
    logger.error({ err: error, section: label }, 'section data failed; the page shows it empty');
    return fallback;
  }
}
