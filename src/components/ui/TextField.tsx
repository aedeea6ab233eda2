import type { ComponentProps } from 'react';
import { cx } from './cx';
import { controlClasses, FieldLabel, FieldMessages, useFieldIds, type FieldProps } from './field-parts';

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'children'>;

/** A labelled text input (text, email, search, tel, number, date...). */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  wrapperClassName,
  id,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, input['aria-describedby']);
  return (
    <div className={cx('flex flex-col gap-1.5', wrapperClassName)}>
      <FieldLabel htmlFor={ids.fieldId} required={input.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        {...input}
        id={ids.fieldId}
        type={type}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error), cx('h-11', className))}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
