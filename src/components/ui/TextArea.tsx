import type { ComponentProps } from 'react';
import { cx } from './cx';
import { controlClasses, Field, type FieldProps, splitFieldProps } from './field-parts';

type TextAreaProps = FieldProps & Omit<ComponentProps<'textarea'>, 'children'>;

export function TextArea({ className, rows = 5, ...props }: TextAreaProps) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <Field {...field} control={textarea}>
      {(link) => (
        <textarea {...textarea} {...link} rows={rows} className={controlClasses(Boolean(field.error), cx('min-h-28 resize-y py-2.5', className))} />
      )}
    </Field>
  );
}
