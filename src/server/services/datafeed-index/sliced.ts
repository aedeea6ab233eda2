import 'server-only';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs a generator in slices of about `sliceMs` of work, giving the event loop back between
 * them: a long computation (laying out a million rows) then delays a request by one slice at
 * most, instead of stopping the server for seconds.
 */
export async function runSliced<T>(work: Generator<void, T>, sliceMs = 8): Promise<T> {
  for (;;) {
    const until = performance.now() + sliceMs;
    for (;;) {
      const step = work.next();
      if (step.done) return step.value;
      if (performance.now() >= until) break;
    }
    await nextTurn();
  }
}

/** Runs a generator at once, to its end (tests, and indexes small enough not to matter). */
export function runWhole<T>(work: Generator<void, T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}
