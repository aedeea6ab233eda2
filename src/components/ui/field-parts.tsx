import { useId, type ReactNode } from 'react';
import { cx } from './cx';

/** Props every form field shares: the visible label, a hint, and the error that makes it invalid. */
export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field, linked with aria-describedby; any value sets aria-invalid. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (a one-field form whose button says what it is for). */
  hideLabel?: boolean;
  /** Classes of the wrapper; the control's own go through `className` of the native props. */
  wrapperClassName?: string;
};

/** Ids that tie a control to its label, hint and error message. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown, describedBy?: string) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return { fieldId, hintId, errorId, describedBy: ids || undefined };
}

export function FieldLabel({
  htmlFor,
  children,
  required,
  hidden,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  hidden?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={cx('text-sm font-semibold text-ink', hidden && 'sr-only')}>
      {children}
      {/* The control's `required` attribute is what assistive technology reads; the star is for eyes. */}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 1.667a8.333 8.333 0 1 0 0 16.666 8.333 8.333 0 0 0 0-16.666Zm.833 12.5H9.167V12.5h1.666v1.667Zm0-3.334H9.167v-5h1.666v5Z"
            />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

/** The look shared by text inputs, text areas and selects; red border when invalid. */
export function controlClasses(invalid: boolean, className?: string): string {
  return cx(
    'block w-full rounded-lg border bg-white px-3.5 text-base text-ink placeholder:text-slate-500',
    'transition-colors disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-danger-700' : 'border-slate-500 hover:border-slate-700',
    className,
  );
}

/** The attributes that tie a control to its label and messages. */
export type ControlLink = { id: string; 'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'; 'aria-describedby'?: string };

type ControlProps = { required?: boolean; 'aria-describedby'?: string; 'aria-invalid'?: ControlLink['aria-invalid'] };

/** A field's props apart from its control's own. */
export function splitFieldProps<P extends FieldProps & { id?: string }>(props: P): [FieldProps & { id?: string }, Omit<P, keyof FieldProps | 'id'>] {
  const { label, hint, error, hideLabel, wrapperClassName, id, ...control } = props;
  return [{ label, hint, error, hideLabel, wrapperClassName, id }, control];
}

/**
 * A labelled field: the label, the control `children` draws with the attributes that tie it to its
 * label, hint and error, then the messages. TextField, TextArea and Select are this with their control.
 */
export function Field({
  label,
  hint,
  error,
  hideLabel,
  wrapperClassName,
  id,
  control,
  children,
}: FieldProps & { id?: string; control: ControlProps; children: (link: ControlLink) => ReactNode }) {
  const ids = useFieldIds(id, hint, error, control['aria-describedby']);
  return (
    <div className={cx('flex flex-col gap-1.5', wrapperClassName)}>
      <FieldLabel htmlFor={ids.fieldId} required={control.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {children({ id: ids.fieldId, 'aria-invalid': error ? true : control['aria-invalid'], 'aria-describedby': ids.describedBy })}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
