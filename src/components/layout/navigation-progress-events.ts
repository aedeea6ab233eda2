/** Window event that starts the navigation progress bar. */
export const START_EVENT = 'navigation-progress:start';

/**
 * Starts the bar for a navigation that is no link click (a form calling router.push). The bar
 * finishes by itself when the URL changes.
 */
export function startNavigationProgress(): void {
  window.dispatchEvent(new Event(START_EVENT));
}
