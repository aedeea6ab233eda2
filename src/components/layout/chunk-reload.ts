import { TIMINGS } from '@/lib/constants';

const GUARD_KEY = 'chunk-reload-at';
const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** A script or style of the build could not load: usually a new deployment replaced it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  if (error instanceof Error) return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

/**
 * Reloads the page to fetch the new build, at most once per TIMINGS.chunkReloadGuardMs (SPEC §4),
 * so a chunk that is really gone cannot trap the visitor in a reload loop. Returns whether it
 * reloads; without sessionStorage it never does, for the same reason.
 */
export function reloadAfterChunkError(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(GUARD_KEY) ?? 0);
    if (now - last < TIMINGS.chunkReloadGuardMs) return false;
    window.sessionStorage.setItem(GUARD_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
