'use client';

import {
  Component,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { redoInput, takeEarlyInput } from './early-input';
import { controlsOf } from './settled-island-controls';
import type { Snapshot } from './settled-island-handover';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle, or at the visitor's first
 * interaction if that comes sooner. Code that waits for it stays out of the page's first load and
 * out of the way of its first paint.
 */
function pageSettled(): Promise<void> {
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

type Held = { kind: 'click' | 'submit'; index: number };

/** The held input's target, by its position among the island's forms or controls. */
function heldOf(box: Element, kind: Held['kind'], target: Element): Held {
  return { kind, index: kind === 'submit' ? Array.from(box.querySelectorAll('form')).indexOf(target as HTMLFormElement) : controlsOf(box).indexOf(target) };
}

/** Does again, on the component, what the visitor did to the server's markup before its code had come. */
function replay(box: Element, held: Held): void {
  redoInput(held.kind, held.kind === 'submit' ? box.querySelectorAll('form')[held.index] : controlsOf(box)[held.index]);
}

type SwapProps = { part: unknown; before: () => Snapshot | null; after: (snapshot: Snapshot) => void; children: ReactNode };

/**
 * Calls `before` just ahead of the commit that swaps the server's markup for the component, and
 * `after` once that commit is done, before the browser paints. A class component for
 * `getSnapshotBeforeUpdate`: the one moment between the end of a rendering that may have taken
 * several tasks and the change of the DOM.
 */
class Swap extends Component<SwapProps> {
  getSnapshotBeforeUpdate(previous: SwapProps): Snapshot | null {
    return previous.part === this.props.part ? null : this.props.before();
  }

  componentDidUpdate(_previous: SwapProps, _state: unknown, snapshot: Snapshot | null): void {
    // Typing into the fields and clicking fire the component's handlers: after the commit, still before the paint.
    if (snapshot) queueMicrotask(() => this.props.after(snapshot));
  }

  render() {
    return this.props.children;
  }
}

/** What the browser renders in place of an island's server markup: React leaves that markup be. */
const KEEP_SERVER_MARKUP = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } as const;

/**
 * A client component whose code is fetched once the page has settled (see `pageSettled`). Until
 * then the visitor sees the markup the server drew, which works without it (links lead somewhere,
 * the search form submits to the search page): either the component itself, rendered by the
 * server (`server`), which the browser keeps as it is without hydrating it (a container whose
 * inner HTML React does not own), or a `fallback` the page renders. For interactive parts the
 * page does not need at first: the main navigation, the header search, the forms, the locale
 * switcher; with neither, for parts that draw nothing until the visitor does something.
 *
 * `server` is the component on the server only, `typeof window === 'undefined' ? … : undefined`,
 * so that the browser's bundle drops it: its markup then costs the page no script and nothing in
 * its payload but its props. Mounted in the browser later (a client navigation), the island draws
 * the component as soon as its code is there.
 *
 * When the code arrives, the component replaces the markup in a transition, rendered in slices
 * that leave the main thread to the visitor (a navigation's whole menu drawn at once was a task of
 * 100 ms on a slow phone). At its commit, what the visitor typed is typed into the component's
 * fields, the focus and caret are put back, and a click or submit held until then is done again.
 * Controls are matched by their order, so the markup drawn before must render the component's
 * links, buttons and fields in the same order.
 *
 * It mounts through state, not `lazy` and Suspense: React streams a large page's Suspense
 * boundaries with inline scripts, which the cached pages' script policy refuses.
 */
export function settledIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  server?: ComponentType<P>,
): ComponentType<P & { fallback?: ReactNode }> {
  let loaded: ComponentType<P> | undefined;
  // The component, and the code that carries the visitor's changes over to it.
  let loading: Promise<[ComponentType<P>, typeof import('./settled-island-handover')]> | undefined;
  let handover: typeof import('./settled-island-handover') | undefined;

  function SettledIsland({ fallback, ...props }: P & { fallback?: ReactNode }) {
    const box = useRef<HTMLDivElement>(null);
    const held = useRef<Held | null>(null);
    const failed = useRef(false);
    const [Part, setPart] = useState<ComponentType<P> | null>(() => server ?? loaded ?? null);

    // A layout effect: after a client navigation, when the code is already here, the component
    // replaces the markup before the browser paints.
    useLayoutEffect(() => {
      // What the visitor did to this island before the page's code ran (src/components/ui/early-input.ts).
      const early = box.current && takeEarlyInput(box.current);
      if (early) held.current = heldOf(box.current!, early.kind, early.target);
      if (loaded) {
        setPart(() => loaded!);
        return;
      }
      let live = true;
      loading ??= pageSettled().then(() => Promise.all([load(), import('./settled-island-handover')]));
      loading.then(
        ([component, carry]) => {
          loaded = component;
          handover = carry;
          if (!live || !box.current) return;
          startTransition(() => setPart(() => component));
        },
        () => {
          // Offline or a stale deployment: the server's markup goes on working on its own.
          loading = undefined;
          failed.current = true;
          if (live && box.current && held.current) replay(box.current, held.current);
        },
      );
      return () => {
        live = false;
      };
    }, []);

    function hold(event: SyntheticEvent, kind: Held['kind']) {
      const root = box.current;
      if (Part || failed.current || !root) return;
      if (kind === 'submit') {
        held.current = heldOf(root, kind, event.target as HTMLFormElement);
      } else {
        const click = event as MouseEvent;
        // A click that opens a new tab or window is the browser's business.
        if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
        const control = (event.target as Element).closest('a[href],button');
        if (!control || !root.contains(control)) return;
        held.current = heldOf(root, kind, control);
      }
      event.preventDefault();
    }

    const content = Part ? { children: <Part {...(props as P)} /> } : fallback === undefined ? KEEP_SERVER_MARKUP : { children: fallback };
    return (
      <Swap
        part={Part}
        before={() => (handover && box.current ? handover.snapshotOf(box.current) : null)}
        after={(snapshot) => {
          const root = box.current;
          if (!root || !handover) return;
          handover.restore(root, snapshot);
          if (held.current) replay(root, held.current);
          held.current = null;
        }}
      >
        <div ref={box} className="contents" data-island="" onClickCapture={(event) => hold(event, 'click')} onSubmitCapture={(event) => hold(event, 'submit')} {...content} />
      </Swap>
    );
  }
  return SettledIsland;
}
