/**
 * The click or submit a visitor made before the page's code ran, held by the inline script that
 * starts a cached page's code (RUN_DEFERRED_SCRIPTS, src/server/cache/page-cache-rules.mjs): a
 * button's click, or a form's submit inside an island. Whoever owns its target takes it once
 * hydrated: an island (src/components/ui/settled-island.tsx), else `EarlyInput`, which does it again.
 */
export type EarlyInput = { kind: 'click' | 'submit'; target: Element };

declare global {
  interface Window {
    __earlyInput?: EarlyInput | null;
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

/** Stops the holding; the page's handlers take every input from now on. */
export function endEarlyInput(): void {
  window.__earlyInputTaken = true;
}
