'use client';

import { useId, type ReactNode } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { Honeypot } from '@/components/forms/Honeypot';
import { usePublicForm, type PublicFormStatus } from '@/components/forms/use-public-form';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/Spinner';
import type { Translate } from '@/i18n/translate';
import { apiFetch, type ApiError } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';

const FIELDS = ['email'] as const;

/** What the live region says of `status`. */
function statusMessage(t: Translate, status: PublicFormStatus, failure: ApiError | null): string {
  if (status === 'sent') return t('success');
  if (status === 'limited') return t('tooManyAttempts');
  if (status === 'offline') return t('networkError');
  if (status !== 'error') return '';
  if (failure && (failure.status === 400 || failure.status === 422)) return t('invalidEmail');
  // Other refusals explain themselves; a server failure gets our own words, not its English.
  return (failure && failure.status < 500 && failure.body?.error.message) || t('error');
}

/**
 * The footer's newsletter sign-up (SPEC §2.5): the address is checked with the shared zod schema,
 * then posted to /api/newsletter/, which mails a confirmation link (double opt-in). Results are
 * announced through a polite live region: once sent, "check your mailbox to confirm". The answer
 * is the same for an address already subscribed, so the message covers both.
 * `captcha` is the captcha's slot (Captcha.tsx) when the site has one.
 */
export function NewsletterForm({ className, captcha }: { className?: string; captcha?: ReactNode }) {
  const t = useTranslations('Footer.newsletter');
  const locale = useLocale() as Locale;
  const id = useId();
  const { errors, status, failure, onSubmit } = usePublicForm({
    fields: FIELDS,
    schema: async () => (await import('@/lib/forms')).newsletterForm,
    send: (body) => apiFetch('newsletter/', { locale, method: 'POST', body }),
    errorOf: () => t('invalidEmail'),
  });

  const fieldError = errors.email ?? null;
  const pending = status === 'pending';
  const describedBy = [fieldError ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={onSubmit} className={cx('flex flex-col gap-2', className)}>
      <label htmlFor={`${id}-email`} className="text-sm font-semibold text-white">
        {t('label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('placeholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            'h-12 min-w-0 rounded-full border-2 bg-white px-5 text-base sm:flex-1 text-ink placeholder:text-slate-500',
            fieldError ? 'border-danger-600' : 'border-transparent',
          )}
        />
        <Honeypot />
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-accent-600 px-6 font-semibold whitespace-nowrap text-white hover:bg-accent-700 aria-disabled:opacity-75"
        >
          {pending ? <Spinner /> : null}
          {pending ? t('pending') : t('submit')}
        </button>
      </div>
      {captcha}
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
          status === 'sent' ? 'text-[#9be9b4]' : status === 'idle' || status === 'pending' ? 'text-primary-100' : 'text-[#ffb4a8]',
        )}
      >
        {statusMessage(t, status, failure)}
      </p>
      <p className="text-xs text-primary-200">{t('privacy')}</p>
    </form>
  );
}
