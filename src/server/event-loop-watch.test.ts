import { describe, expect, it } from 'vitest';
import { type LoopDelay, watchEventLoop } from './event-loop-watch';

/** Holds the event loop for this long, as a long synchronous task would. */
function hold(milliseconds: number): void {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // Busy on purpose.
  }
}

function nextReport(stallMs: number, during: () => void): Promise<{ delay: LoopDelay; stalled: boolean }> {
  return new Promise((resolve) => {
    const stop = watchEventLoop({
      intervalMs: 400,
      stallMs,
      report: (delay, stalled) => {
        stop();
        resolve({ delay, stalled });
      },
    });
    // After the histogram's first sample, so that the hold delays a sample it would have taken.
    setTimeout(during, 30);
  });
}

describe('watchEventLoop', () => {
  it('reports a held loop as a stall, with at least the time it was held', async () => {
    const { delay, stalled } = await nextReport(100, () => hold(250));
    expect(stalled).toBe(true);
    expect(delay.maxMs).toBeGreaterThanOrEqual(200);
    expect(delay.p99Ms).toBeLessThanOrEqual(delay.maxMs);
  });
});
