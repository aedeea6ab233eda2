import type { ComponentProps } from 'react';
import { cx } from './cx';
import { controlClasses, FieldLabel, FieldMessages, useFieldIds, type FieldProps } from './field-parts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = FieldProps &
  Omit<ComponentProps<'select'>, 'children'> & {
    options: SelectOption[];
    /** An empty first choice ("Choisir..."); with `required` the browser refuses to submit it. */
    placeholder?: string;
  };

export function Select({
  label,
  hint,
  error,
  hideLabel,
  wrapperClassName,
  id,
  className,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, select['aria-describedby']);
  return (
    <div className={cx('flex flex-col gap-1.5', wrapperClassName)}>
      <FieldLabel htmlFor={ids.fieldId} required={select.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          {...select}
          id={ids.fieldId}
          aria-invalid={error ? true : select['aria-invalid']}
          aria-describedby={ids.describedBy}
          className={controlClasses(Boolean(error), cx('h-11 appearance-none pr-10', className))}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
