import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * How long callbacks waited for the event loop over a window: a server that holds its loop (a
 * long synchronous task, a stop-the-world collection) answers every request late, cached pages
 * included, and nothing else in the logs says so.
 */
export type LoopDelay = { meanMs: number; p99Ms: number; maxMs: number };

export type LoopWatchOptions = {
  /** Length of a window. */
  intervalMs: number;
  /** A window whose longest delay passes this is a stall. */
  stallMs: number;
  report: (delay: LoopDelay, stalled: boolean) => void;
};

const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;

/** Reports each window's delays; returns the function that stops watching. */
export function watchEventLoop({ intervalMs, stallMs, report }: LoopWatchOptions): () => void {
  // 10 ms sampling: finer costs a timer wake-up per millisecond for figures nobody reads that closely.
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const timer = setInterval(() => {
    const delay = { meanMs: ms(histogram.mean), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) };
    histogram.reset();
    report(delay, delay.maxMs > stallMs);
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
