'use client';

import { useLayoutEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';

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

/** What the visitor can act on, matched between the server's markup and the component by position. */
const CONTROLS = 'a[href],button,input,select,textarea';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Snapshot = { values: Array<[index: number, value: string]>; checked: number[]; focus: number; selection: [number, number] | null };
type Held = { kind: 'click' | 'submit'; index: number };

const controlsOf = (box: Element) => Array.from(box.querySelectorAll(CONTROLS));
const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** What the visitor changed in the server's markup's fields, and where the caret was. */
function snapshotOf(box: Element): Snapshot {
  const controls = controlsOf(box);
  const values: Snapshot['values'] = [];
  const checked: number[] = [];
  controls.forEach((control, index) => {
    if (!isField(control) || control.type === 'hidden') return;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) checked.push(index);
    } else if (control instanceof HTMLSelectElement ? !control.selectedOptions[0]?.defaultSelected : control.value !== control.defaultValue) {
      values.push([index, control.value]);
    }
  });
  const focused = document.activeElement;
  const focus = focused ? controls.indexOf(focused) : -1;
  let selection: Snapshot['selection'] = null;
  try {
    if (focused instanceof HTMLInputElement && focused.selectionStart !== null) selection = [focused.selectionStart, focused.selectionEnd ?? focused.selectionStart];
  } catch {
    // Email fields have no selection API.
  }
  return { values, checked, focus, selection };
}

/** Types the snapshot's text into the component's fields and ticks its boxes (through their change handlers), then puts the focus back. */
function restore(box: Element, { values, checked, focus, selection }: Snapshot): void {
  const controls = controlsOf(box);
  for (const index of checked) {
    const toggle = controls[index];
    if (toggle instanceof HTMLInputElement && toggle.checked === toggle.defaultChecked) toggle.click();
  }
  for (const [index, value] of values) {
    const field = controls[index] ?? null;
    if (!isField(field)) continue;
    // React tracks a field's value through its own setter; the prototype's reaches the DOM and fires onChange.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const target = controls[focus];
  if (!(target instanceof HTMLElement)) return;
  target.focus();
  try {
    if (selection && target instanceof HTMLInputElement) target.setSelectionRange(...selection);
  } catch {
    // As above.
  }
}

/** Does again, on the component, what the visitor did to the server's markup before its code had come. */
function replay(box: Element, held: Held): void {
  const target = held.kind === 'submit' ? box.querySelectorAll('form')[held.index] : controlsOf(box)[held.index];
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}

/**
 * A client component whose code is fetched once the page has settled (see `pageSettled`), drawn
 * until then by `fallback`: the same markup rendered by the server, which works without it (links
 * lead somewhere, the search form submits to the search page). For interactive parts the page does
 * not need at first: the header search, the forms, the locale switcher; without a fallback, for
 * parts that draw nothing until the visitor does something (the page services).
 *
 * When the code arrives, the component replaces the markup in one synchronous render: what the
 * visitor typed is typed into its fields, the focus and caret are put back, and a click or submit
 * held while the code loaded is done again. Controls are matched by their order, so the fallback
 * must render the component's links, buttons and fields in the same order.
 *
 * It mounts through state, not `lazy` and Suspense: React streams a large page's Suspense
 * boundaries with inline scripts, which the cached pages' script policy refuses.
 */
export function settledIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { fallback?: ReactNode }> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  function SettledIsland({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const box = useRef<HTMLDivElement>(null);
    const held = useRef<Held | null>(null);
    const failed = useRef(false);
    const [Part, setPart] = useState<ComponentType<P> | null>(null);

    // A layout effect: after a client navigation, when the code is already here, the component
    // replaces the markup before the browser paints.
    useLayoutEffect(() => {
      if (loaded) {
        setPart(() => loaded!);
        return;
      }
      let live = true;
      loading ??= pageSettled()
        .then(load)
        .then((component) => (loaded = component));
      loading.then(
        (component) => {
          const root = box.current;
          if (!live || !root) return;
          const snapshot = snapshotOf(root);
          flushSync(() => setPart(() => component));
          restore(root, snapshot);
          if (held.current) replay(root, held.current);
          held.current = null;
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
        const form = event.target as HTMLFormElement;
        held.current = { kind, index: Array.from(root.querySelectorAll('form')).indexOf(form) };
      } else {
        const click = event as MouseEvent;
        // A click that opens a new tab or window is the browser's business.
        if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
        const control = (event.target as Element).closest('a[href],button');
        if (!control || !root.contains(control)) return;
        held.current = { kind, index: controlsOf(root).indexOf(control) };
      }
      event.preventDefault();
    }

    return (
      <div ref={box} className="contents" onClickCapture={(event) => hold(event, 'click')} onSubmitCapture={(event) => hold(event, 'submit')}>
        {Part ? <Part {...(props as P)} /> : fallback}
      </div>
    );
  }
  return SettledIsland;
}
