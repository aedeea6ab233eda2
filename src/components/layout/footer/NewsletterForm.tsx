'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/Spinner';
import { cx } from '@/components/ui/cx';

type Status = { kind: 'idle' | 'pending' | 'success' } | { kind: 'error'; message: string };

type ApiError = { error?: { code?: string; message?: string } };

/**
 * The footer's newsletter sign-up (SPEC §2.5): the address is checked with the shared zod schema,
 * then posted to /api/newsletter/. Results are announced through a polite live region.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const t = useTranslations('Footer.newsletter');
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  function errorMessage(status: number, body: ApiError | null): string {
    if (status === 429) return t('tooManyAttempts');
    if (status === 422 || status === 400) return t('invalidEmail');
    // Other refusals explain themselves; a server failure gets our own words, not its English.
    return (status < 500 && body?.error?.message) || t('error');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'pending') return;
    const company = String(new FormData(event.currentTarget).get('company') ?? '');
    // The shared schema (and zod with it) loads on the first submit, not with every page.
    const { newsletterForm } = await import('@/lib/forms');
    const parsed = newsletterForm.shape.email.safeParse(email);
    if (!parsed.success) {
      setFieldError(t('invalidEmail'));
      setStatus({ kind: 'idle' });
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setStatus({ kind: 'pending' });
    try {
      const response = await fetch(`/api/newsletter/?language=${encodeURIComponent(locale)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        // The honeypot goes to the API as typed: the API rejects a filled one (src/lib/forms.ts).
        body: JSON.stringify({ email: parsed.data, company }),
      });
      if (response.ok) {
        setEmail('');
        setStatus({ kind: 'success' });
        return;
      }
      const body = (await response.json().catch(() => null)) as ApiError | null;
      setStatus({ kind: 'error', message: errorMessage(response.status, body) });
    } catch {
      setStatus({ kind: 'error', message: t('networkError') });
    }
  }

  const pending = status.kind === 'pending';
  const describedBy = [fieldError ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={onSubmit} className={cx('flex flex-col gap-2', className)}>
      <label htmlFor={`${id}-email`} className="text-sm font-semibold text-white">
        {t('label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('placeholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            'h-12 min-w-0 rounded-full border-2 bg-white px-5 text-base sm:flex-1 text-ink placeholder:text-slate-500',
            fieldError ? 'border-danger-600' : 'border-transparent',
          )}
        />
        {/* Honeypot: out of sight and out of the tab order; only bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-company`}>Company</label>
          <input id={`${id}-company`} type="text" name="company" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-accent-600 px-6 font-semibold whitespace-nowrap text-white hover:bg-accent-700 aria-disabled:opacity-75"
        >
          {pending ? <Spinner /> : null}
          {pending ? t('pending') : t('submit')}
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className="text-sm font-medium text-[#ffb4a8]">
          {fieldError}
        </p>
      ) : null}
      <p
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        className={cx(
          'min-h-5 text-sm font-medium',
          status.kind === 'success' ? 'text-[#9be9b4]' : status.kind === 'error' ? 'text-[#ffb4a8]' : 'text-primary-100',
        )}
      >
        {status.kind === 'success' ? t('success') : status.kind === 'error' ? status.message : ''}
      </p>
      <p className="text-xs text-primary-200">{t('privacy')}</p>
    </form>
  );
}
