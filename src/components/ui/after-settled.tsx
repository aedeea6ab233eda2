'use client';

import { useEffect, useState, type ComponentType } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let settled: Promise<void> | undefined;

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
 * notice). Nothing of it is in the server's HTML, so there is nothing to hydrate. It mounts through
 * state rather than `lazy` and Suspense: a Suspense boundary that resolved while the router was
 * in the middle of a navigation left the previous page's `<link rel="canonical">` in the head.
 */
export function afterSettled<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;

  function AfterSettled(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      loading ??= pageSettled().then(load);
      void loading.then((component) => {
        if (live) setPart(() => component);
      });
      return () => {
        live = false;
      };
    }, []);
    return Part ? <Part {...props} /> : null;
  }
  return AfterSettled;
}
