'use client';

import { Suspense, useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { TIMINGS } from '@/lib/constants';
import { START_EVENT } from './navigation-progress-events';

type Timings = { throttleMs: number; durationMs: number; hideDelayMs: number };

/**
 * The top progress bar of client navigations (SPEC §2.3): shown only when a navigation lasts longer
 * than the throttle, it creeps towards the end over `durationMs`, fills when the new URL is
 * rendered and fades out after `hideDelayMs`. Written here rather than taken from a package: the
 * packages miss the throttle/duration/hide triple, inject their own <style> (a CSP nonce matter),
 * or must wrap the whole app.
 */
export function NavigationProgress(props: Partial<Timings>) {
  // useSearchParams needs a Suspense boundary, or a static page would render on the client only.
  return (
    <Suspense fallback={null}>
      <ProgressBar
        throttleMs={props.throttleMs ?? TIMINGS.progressThrottleMs}
        durationMs={props.durationMs ?? TIMINGS.progressDurationMs}
        hideDelayMs={props.hideDelayMs ?? TIMINGS.progressHideDelayMs}
      />
    </Suspense>
  );
}

function ProgressBar({ throttleMs, durationMs, hideDelayMs }: Timings) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const barRef = useRef<HTMLDivElement>(null);
  // The bar is driven through the DOM, not React state: no re-render of the tree on every frame.
  const run = useRef({ running: false, startedAt: 0, throttle: 0, frame: 0, hide: 0 });

  useEffect(() => {
    const state = run.current;
    const bar = barRef.current;
    if (!bar) return;

    const paint = (fraction: number, visible: boolean) => {
      bar.style.transform = `scaleX(${fraction})`;
      bar.style.opacity = visible ? '1' : '0';
    };
    // Creeps towards 100 % without reaching it: half way after a quarter of `durationMs`.
    const tick = () => {
      const elapsed = performance.now() - state.startedAt;
      paint((2 / Math.PI) * Math.atan((elapsed / durationMs) * 4) * 0.95, true);
      state.frame = requestAnimationFrame(tick);
    };
    const start = () => {
      window.clearTimeout(state.hide);
      window.clearTimeout(state.throttle);
      cancelAnimationFrame(state.frame);
      state.running = true;
      state.startedAt = performance.now();
      paint(0, false);
      state.throttle = window.setTimeout(tick, throttleMs);
    };

    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !anchor.href || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // A view loaded in place (the comparator's links): no navigation, and its own pending state.
      if (anchor.closest('[data-loads-in-place]')) return;
      // Same page, or only a new #fragment: nothing loads.
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      start();
    };

    document.addEventListener('click', onClick, true);
    window.addEventListener(START_EVENT, start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(START_EVENT, start);
      window.clearTimeout(state.throttle);
      window.clearTimeout(state.hide);
      cancelAnimationFrame(state.frame);
    };
  }, [throttleMs, durationMs]);

  // A new URL is rendered: fill the bar, then hide it.
  useEffect(() => {
    const state = run.current;
    const bar = barRef.current;
    if (!state.running || !bar) return;
    state.running = false;
    window.clearTimeout(state.throttle);
    cancelAnimationFrame(state.frame);
    if (bar.style.opacity !== '1') return;
    bar.style.transform = 'scaleX(1)';
    state.hide = window.setTimeout(() => {
      bar.style.opacity = '0';
    }, hideDelayMs);
  }, [pathname, search, hideDelayMs]);

  return (
    <div
      ref={barRef}
      aria-hidden="true"
      data-navigation-progress=""
      style={{ transform: 'scaleX(0)', opacity: 0 }}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px] origin-left bg-accent-500 shadow-[0_0_8px_var(--color-accent-400)] transition-[transform,opacity] duration-200 ease-out"
    />
  );
}
