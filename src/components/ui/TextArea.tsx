import type { ComponentProps } from 'react';
import { cx } from './cx';
import { controlClasses, FieldLabel, FieldMessages, useFieldIds, type FieldProps } from './field-parts';

type TextAreaProps = FieldProps & Omit<ComponentProps<'textarea'>, 'children'>;

export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  wrapperClassName,
  id,
  className,
  rows = 5,
  ...textarea
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error, textarea['aria-describedby']);
  return (
    <div className={cx('flex flex-col gap-1.5', wrapperClassName)}>
      <FieldLabel htmlFor={ids.fieldId} required={textarea.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        {...textarea}
        id={ids.fieldId}
        rows={rows}
        aria-invalid={error ? true : textarea['aria-invalid']}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error), cx('min-h-28 resize-y py-2.5', className))}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
