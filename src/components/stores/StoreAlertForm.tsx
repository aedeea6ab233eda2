'use client';

import { useId, type ReactNode } from 'react';
import { useLocale } from '@/i18n/client';
import { Honeypot } from '@/components/forms/Honeypot';
import { usePublicForm, type PublicFormStatus } from '@/components/forms/use-public-form';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { TextField } from '@/components/ui/TextField';
import { apiFetch, type ApiError } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';

const FIELDS = ['email'] as const;

/**
 * The form's texts, with the store's name already in them, given by the page (StoreAlertBox.tsx):
 * the mails' texts of the same namespace stay out of every page's payload.
 */
export type StoreAlertTexts = Record<
  'label' | 'placeholder' | 'submit' | 'pending' | 'success' | 'invalidEmail' | 'tooManyAttempts' | 'error' | 'networkError' | 'privacy',
  string
>;

/** What the live region says of `status`. */
function statusMessage(texts: StoreAlertTexts, status: PublicFormStatus, failure: ApiError | null): string {
  if (status === 'sent') return texts.success;
  if (status === 'limited') return texts.tooManyAttempts;
  if (status === 'offline') return texts.networkError;
  if (status !== 'error') return '';
  return failure && (failure.status === 400 || failure.status === 422) ? texts.invalidEmail : texts.error;
}

/**
 * The store page's alert sign-up: the address is checked with the API's own schema, then posted
 * to /api/stores/{id}/alerts/, which mails a confirmation link (double opt-in, as the newsletter).
 * The answer is the same for an address already subscribed, so the message covers both. It is
 * said in a polite live region right under the button, where the visitor just acted.
 * `captcha` is the captcha's slot (Captcha.tsx) when the site has one.
 */
export function StoreAlertForm({ storeId, texts, captcha, className }: { storeId: number; texts: StoreAlertTexts; captcha?: ReactNode; className?: string }) {
  const locale = useLocale() as Locale;
  const id = useId();
  const { errors, status, failure, onSubmit } = usePublicForm({
    fields: FIELDS,
    schema: async () => (await import('@/lib/forms')).storeAlertForm,
    send: (body) => apiFetch(`stores/${storeId}/alerts/`, { locale, method: 'POST', body }),
    errorOf: () => texts.invalidEmail,
  });

  const pending = status === 'pending';
  const message = statusMessage(texts, status, failure);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending || undefined} className={cx('flex flex-col gap-3', className)}>
      <TextField
        label={texts.label}
        name="email"
        type="email"
        aria-required
        autoComplete="email"
        inputMode="email"
        placeholder={texts.placeholder}
        error={errors.email}
        aria-describedby={`${id}-status`}
      />
      <Honeypot />
      {captcha}
      <Button type="submit" loading={pending} fullWidth>
        {pending ? texts.pending : texts.submit}
      </Button>
      <div>
        {/* Always in the page, even empty: a live region added with its text is not read out. */}
        <p
          id={`${id}-status`}
          role="status"
          aria-live="polite"
          data-status={message ? status : undefined}
          className={cx(
            'text-sm font-medium',
            message && 'mb-3 rounded-lg border px-3.5 py-2.5',
            status === 'sent' ? 'border-success-600 bg-success-50 text-success-800' : 'border-danger-600 bg-danger-50 text-danger-800',
          )}
        >
          {message}
        </p>
        <p className="text-xs text-muted">{texts.privacy}</p>
      </div>
    </form>
  );
}
