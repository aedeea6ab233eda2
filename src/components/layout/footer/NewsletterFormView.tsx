import type { FormEventHandler, ReactNode } from 'react';
import { Honeypot } from '@/components/forms/Honeypot';
import { Spinner } from '@/components/ui/Spinner';
import type { PublicFormStatus } from '@/components/forms/use-public-form';
import { cx } from '@/components/ui/cx';
import type { Translate } from '@/i18n/translate';
import type { ApiError } from '@/lib/api-client';

export type NewsletterFormProps = { className?: string; captcha?: ReactNode };

type NewsletterFormViewProps = NewsletterFormProps & {
  /** Messages `Footer.newsletter`. */
  t: Translate;
  id: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  fieldError?: string | null;
  status?: PublicFormStatus;
  /** The API's refusal, when the status is `error`. */
  failure?: ApiError | null;
};

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

/** The newsletter form's markup; its checks and sending live in NewsletterForm. */
export function NewsletterFormView({ t, id, className, captcha, onSubmit, fieldError = null, status = 'idle', failure = null }: NewsletterFormViewProps) {
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
