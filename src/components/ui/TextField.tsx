import type { ComponentProps } from 'react';
import { cx } from './cx';
import { controlClasses, Field, type FieldProps, splitFieldProps } from './field-parts';

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'children'>;

/** A labelled text input (text, email, search, tel, number, date...). */
export function TextField({ className, type = 'text', ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field} control={input}>
      {(link) => <input {...input} {...link} type={type} className={controlClasses(Boolean(field.error), cx('h-11', className))} />}
    </Field>
  );
}
