/**
 * What the visitor changed in an island's server markup, carried over to its component when the
 * component's code arrives (settled-island.tsx); fetched with that code, not with the page.
 */
import { controlsOf } from './settled-island-controls';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type Snapshot = { values: Array<[index: number, value: string]>; checked: number[]; focus: number; selection: [number, number] | null };

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** What the visitor changed in the server's markup's fields, and where the caret was. */
export function snapshotOf(box: Element): Snapshot {
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
export function restore(box: Element, { values, checked, focus, selection }: Snapshot): void {
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
    // A select's choice is a change, as the browser reports it: React's onChange of a select listens
    // for no other event. A slider's handle moved is one too (the price range applies on it).
    if (field instanceof HTMLSelectElement || field.type === 'range') field.dispatchEvent(new Event('change', { bubbles: true }));
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
