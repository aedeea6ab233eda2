import type { WidgetMethods } from 'altcha/types';
import { CAPTCHA_FIELD } from '@/lib/captcha';

/**
 * The submit side of the captcha (Captcha.tsx), loaded by use-public-form.ts only for a form that
 * holds one. The widget usually finished its work while the visitor typed (it starts when the
 * form is first focused); if not, the form waits for it here rather than send no answer.
 */
type Widget = HTMLElement & WidgetMethods;

const WAIT_FOR_WIDGET_MS = 10_000;

function widgetOf(form: HTMLFormElement): Widget | null {
  return form.querySelector<Widget>('altcha-widget');
}

/** The widget once its code has loaded and React has rendered it (it loads near the viewport). */
async function loadedWidget(form: HTMLFormElement): Promise<Widget | null> {
  const deadline = Date.now() + WAIT_FOR_WIDGET_MS;
  // Its code is requested on the form's first focus at the latest, which a submit implies.
  while (Date.now() < deadline) {
    const widget = widgetOf(form);
    if (widget && typeof widget.verify === 'function') return widget;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/** Solves the form's captcha if it is not solved yet; true once its answer is in the form. */
export async function solveCaptcha(form: HTMLFormElement): Promise<boolean> {
  const widget = await loadedWidget(form);
  if (!widget) return false;
  // The work it started on the form's first focus may still run: its answer is awaited, not raced
  // by a second one whose end would change the widget's state under the form.
  if (widget.getState() === 'verifying') await nextState(widget, (state) => state !== 'verifying');
  if (widget.getState() !== 'verified') await widget.verify();
  return widget.getState() === 'verified';
}

type State = ReturnType<Widget['getState']>;

/** Resolves once the widget reports a state that `done` accepts (it reports each after drawing it). */
function nextState(widget: Widget, done: (state: State) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const onChange = () => {
      if (!done(widget.getState())) return;
      widget.removeEventListener('statechange', onChange);
      resolve();
    };
    widget.addEventListener('statechange', onChange);
  });
}

/**
 * After an answer was sent, refused or not: an answer is accepted once, so the widget goes back
 * to unsolved and solves a new challenge for the next submit. With a `failure` (why it was
 * refused, kept as the error's title), it shows its translated error as an alert and takes the
 * focus, as an invalid field would.
 */
export function resetCaptcha(form: HTMLFormElement, failure?: string): void {
  const widget = widgetOf(form);
  if (!widget || typeof widget.reset !== 'function') return;
  // Clears the used answer from the form's hidden field.
  widget.reset();
  if (!failure) return;
  // After reset: its own `reset(state, error)` drops the error (altcha 3.2.2), and with it the alert.
  // Focused once the error is drawn: a focus given before could land on a checkbox about to change.
  void nextState(widget, (state) => state === 'error').then(() => widget.querySelector<HTMLElement>('input[type="checkbox"]')?.focus());
  widget.setState('error' as State, failure);
}

/** The API's reason for refusing the captcha's answer, from a 422's details; null when it did not. */
export function captchaRefusal(details: unknown): string | null {
  if (!Array.isArray(details)) return null;
  for (const detail of details as unknown[]) {
    if (typeof detail === 'object' && detail !== null && 'path' in detail && detail.path === CAPTCHA_FIELD) {
      return 'message' in detail && typeof detail.message === 'string' ? detail.message : 'refused';
    }
  }
  return null;
}
