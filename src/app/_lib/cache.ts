import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';

/** Seconds a cached read may be served before it is refreshed in the background, writes aside. */
const REVALIDATE_SECONDS = 300;

/**
 * Wraps a service read for pages (DESIGN §5): shared across requests in Next's data cache,
 * tagged so that API writes expire it, and deduplicated within one render (metadata + page).
 * Results must be JSON (dates as ISO strings).
 */
export function cachedRead<Args extends (string | number | boolean | null | undefined)[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  tagsOf: (...args: Args) => string[],
  /** Seconds before a background refresh; shorter for reads that change with the clock. */
  revalidate: number = REVALIDATE_SECONDS,
): (...args: Args) => Promise<Result> {
  return cache((...args: Args) =>
    unstable_cache(() => read(...args), [name, ...args.map((arg) => String(arg))], {
      tags: tagsOf(...args),
      revalidate,
    })(),
  );
}
