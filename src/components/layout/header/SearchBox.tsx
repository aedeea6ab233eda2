'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { startNavigationProgress } from '@/components/layout/NavigationProgress';
import { cx } from '@/components/ui/cx';
import { useRouter } from '@/i18n/navigation';

type SearchBoxProps = { onDark?: boolean; className?: string };

/**
 * The header search (SPEC §2.4): Enter goes to the search page with `?str=`, then the box clears.
 * Blank text does nothing.
 */
export function SearchBox({ onDark = false, className }: SearchBoxProps) {
  const t = useTranslations('Header');
  const router = useRouter();
  const inputId = useId();
  const [text, setText] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const str = text.trim();
    if (!str) return;
    startNavigationProgress();
    router.push({ pathname: '/search', query: { str } });
    setText('');
  }

  return (
    <form role="search" aria-label={t('search.landmark')} onSubmit={onSubmit} className={cx('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="str"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
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
    </form>
  );
}
