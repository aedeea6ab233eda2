'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let settled: Promise<void> | undefined;

const subscribeToNothing = () => () => {};

/**
 * Resolves once the page has loaded and the browser is idle, or at the visitor's first
 * interaction if that comes sooner. Code that waits for it stays out of the page's first load and
 * out of the way of its first paint.
 */
export function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: 1_000 });
      else setTimeout(done, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}

/**
 * A client component that only exists in the browser, its code fetched and mounted once the page
 * has settled: for parts that draw nothing at first (the navigation progress bar, the offline
 * notice). Nothing of it is in the server's HTML, so there is nothing to hydrate and no Suspense
 * boundary for the server to stream (the page's script policy admits no streaming scripts).
 */
export function afterSettled<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    await pageSettled();
    return { default: await load() };
  });

  function AfterSettled(props: P) {
    // False on the server and while hydrating, true from the first render after it.
    const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
    return hydrated ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  }
  return AfterSettled;
}
