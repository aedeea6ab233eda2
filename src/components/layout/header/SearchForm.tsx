import type { FormEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import type { Translate } from '@/i18n/translate';
import { MAX_SEARCH_LENGTH } from '@/lib/constants';

type SearchFormProps = {
  /** Messages `Header`. */
  t: Translate;
  /** The locale's search page: where the form goes, with `?str=`, before or without its code. */
  searchHref: string;
  inputId: string;
  onDark: boolean;
  className?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** What the combobox adds to the field (SearchBox.tsx). */
  input?: InputHTMLAttributes<HTMLInputElement>;
  /** The suggestions list and its status, under the field. */
  children?: ReactNode;
};

/**
 * The header search's markup, shared by the server, which draws it until the search box's code
 * has come (DeferredSearchBox), and by the search box itself.
 */
export function SearchForm({ t, searchHref, inputId, onDark, className, onSubmit, input, children }: SearchFormProps) {
  return (
    <form role="search" aria-label={t('search.landmark')} action={searchHref} onSubmit={onSubmit} className={className}>
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <input
          {...input}
          id={inputId}
          type="search"
          name="str"
          placeholder={t('search.placeholder')}
          maxLength={MAX_SEARCH_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          className={cx(
            'h-11 w-full rounded-full border bg-white pr-12 pl-4.5 text-base text-ink placeholder:text-slate-500',
            onDark ? 'border-transparent' : 'border-slate-500 hover:border-slate-700',
          )}
        />
        <button
          type="submit"
          className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-accent-600 text-white hover:bg-accent-700"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M16 16l4 4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t('search.submit')}</span>
        </button>
        {children}
      </div>
    </form>
  );
}
