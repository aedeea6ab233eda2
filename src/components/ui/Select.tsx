import type { ComponentProps } from 'react';
import { ChevronDown } from './ChevronDown';
import { cx } from './cx';
import { controlClasses, Field, type FieldProps, splitFieldProps } from './field-parts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = FieldProps &
  Omit<ComponentProps<'select'>, 'children'> & {
    options: SelectOption[];
    /** An empty first choice ("Choisir..."); with `required` the browser refuses to submit it. */
    placeholder?: string;
  };

export function Select({ className, options, placeholder, ...props }: SelectProps) {
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field} control={select}>
      {(link) => (
        <div className="relative">
          <select {...select} {...link} className={controlClasses(Boolean(field.error), cx('h-11 appearance-none pr-10', className))}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600" />
        </div>
      )}
    </Field>
  );
}
