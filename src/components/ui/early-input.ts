/**
 * The click or submit a visitor made before the page's code ran, held by the inline script that
 * starts a cached page's code (RUN_DEFERRED_SCRIPTS, src/server/cache/page-cache-rules.mjs): a
 * button's click, or a link's click or a form's submit inside an island. Whoever owns its target
 * takes it once hydrated: an island (src/components/ui/settled-island.tsx), else `EarlyInput`,
 * which does it again. The same script notes the fields changed outside islands meanwhile: React
 * keeps what they show when it hydrates them but calls no `onChange`, so `EarlyInput` changes
 * them again (`replayChange`).
 */
export type EarlyInput = { kind: 'click' | 'submit'; target: Element };

declare global {
  interface Window {
    __earlyInput?: EarlyInput | null;
    __earlyChanges?: Element[];
    /** Set once the page is hydrated: from then on its own handlers answer. */
    __earlyInputTaken?: boolean;
  }
}

/** The held input if its target lies within `root`, which then owns it. */
export function takeEarlyInput(root: Node): EarlyInput | null {
  const input = window.__earlyInput;
  if (!input || !root.contains(input.target)) return null;
  window.__earlyInput = null;
  return input;
}

/** Does a held click or submit again on `target`, whose handlers now answer. */
export function redoInput(kind: EarlyInput['kind'], target: Element | undefined): void {
  if (kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  else if (kind === 'click' && target instanceof HTMLElement) target.click();
}

/** Stops the holding; the page's handlers take every input from now on. */
export function endEarlyInput(): void {
  window.__earlyInputTaken = true;
}

/** The fields changed before the page was hydrated, each once. */
export function takeEarlyChanges(): Element[] {
  const fields = [...new Set(window.__earlyChanges ?? [])];
  window.__earlyChanges = [];
  return fields;
}

/**
 * Makes the hydrated page take the value a field was given before: React tells a change by the
 * value it last saw (what the field showed when hydrated, the visitor's), so the field is set back
 * to the server's value through React's own setter, then given the visitor's as the browser does.
 */
export function replayChange(field: Element): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    field.checked = !field.checked;
    field.click();
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const typed = field.value;
    if (typed === field.defaultValue) return;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
