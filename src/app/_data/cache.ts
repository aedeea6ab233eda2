import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/server/db/availability';
import { ServiceUnavailableError } from '@/server/errors';

/**
 * How long a read may be served before a background refresh when no write has expired it:
 * writes expire their tags at once, so this only bounds changes made outside the API.
 */
export const CONTENT_SECONDS = 300;

/**
 * Lists that change with the clock (a promotion starts or ends without any write) are refreshed
 * at most this often; what ended since the read is also left out when the page renders.
 */
export const CLOCK_BOUND_SECONDS = 60;

type Arg = string | number | boolean | null | undefined;

/**
 * A read for pages (DESIGN §5): kept in Next's data cache under its tags and lifetime, and
 * deduplicated within one render (metadata and page share one query). Its tags also mark the
 * page that renders it, so a write that expires one of them re-renders exactly those pages, and
 * the page is refreshed no later than its shortest-lived read. Results must be JSON (dates as
 * ISO strings).
 */
export function cachedRead<Args extends Arg[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  tagsOf: (...args: Args) => string[],
  seconds: number = CONTENT_SECONDS,
): (...args: Args) => Promise<Result> {
  return cache((...args: Args) =>
    unstable_cache(() => read(...args), [name, ...args.map((arg) => String(arg))], {
      tags: tagsOf(...args),
      revalidate: seconds,
    })().catch(rethrowForPage),
  );
}

/**
 * A read that failed because the database cannot be reached becomes a ServiceUnavailableError:
 * its digest tells the error page to show 503 (src/app/[locale]/error.tsx), and no section
 * swallows it (src/app/_lib/settle.ts), so a page is never rendered, and cached, with its lists
 * emptied by an outage; a page in the cache stays as it was. Other errors pass unchanged.
 */
export function rethrowForPage(error: unknown): never {
  if (!(error instanceof ServiceUnavailableError) && isDatabaseUnavailable(error)) {
    throw new ServiceUnavailableError(RETRY_AFTER_SECONDS, error);
  }
  throw error;
}
