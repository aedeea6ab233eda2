import type { ComponentProps } from 'react';
import { cx } from './cx';
import { FieldMessages, useFieldIds, type FieldProps } from './field-parts';

type CheckboxProps = Omit<FieldProps, 'hideLabel'> & Omit<ComponentProps<'input'>, 'type' | 'children'>;

/** A checkbox with its label to the right; the whole label is the click target. */
export function Checkbox({ label, hint, error, wrapperClassName, id, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, input['aria-describedby']);
  return (
    <div className={cx('flex flex-col gap-1', wrapperClassName)}>
      <div className="flex items-start gap-2.5">
        <input
          {...input}
          id={ids.fieldId}
          type="checkbox"
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={ids.describedBy}
          className={cx(
            'mt-0.5 size-5 shrink-0 accent-primary-700 disabled:cursor-not-allowed',
            className,
          )}
        />
        <label htmlFor={ids.fieldId} className="text-[0.9375rem] text-ink">
          {label}
          {input.required ? (
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
          ) : null}
        </label>
      </div>
      <div className="pl-7.5">
        <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
      </div>
    </div>
  );
}
