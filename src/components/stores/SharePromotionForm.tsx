'use client';

import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocale, useTranslations } from 'next-intl';
import { Button, TextArea, TextField } from '@/components/ui';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';

const FIELDS = ['store_name', 'code_or_title', 'details', 'end_date'] as const;
type Field = (typeof FIELDS)[number];
type Status = 'idle' | 'pending' | 'sent' | 'error' | 'limited';

function isField(value: unknown): value is Field {
  return (FIELDS as readonly unknown[]).includes(value);
}

/** Fields the API rejected, from its 422 details (`[{path, message}]`). */
function rejectedFields(error: ApiError): Field[] {
  const details = error.body?.error.details;
  if (!Array.isArray(details)) return [];
  return details
    .map((detail: unknown) => (typeof detail === 'object' && detail !== null && 'path' in detail ? detail.path : null))
    .filter(isField);
}

/**
 * The store page's feedback form (SPEC §2.7, §7 share_promotion): a visitor tells us about a
 * promotion. Checked with the API's own schema, each field's message in the visitor's language.
 */
export function SharePromotionForm({ storeName }: { storeName: string }) {
  const t = useTranslations('Store');
  const locale = useLocale() as Locale;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>('idle');

  const messagesFor = (fields: Iterable<Field>) =>
    Object.fromEntries([...new Set(fields)].map((field) => [field, t(`shareErrors.${field}`)]));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'pending') return;
    const form = event.currentTarget;
    // The shared schema (and zod with it) loads on the first submit, not with the page.
    const { sharePromotionForm } = await import('@/lib/forms');
    const parsed = sharePromotionForm.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      // Render the invalid fields now, then take the visitor to the first one.
      flushSync(() => {
        setErrors(messagesFor(parsed.error.issues.map((issue) => issue.path[0]).filter(isField)));
        setStatus('idle');
      });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setStatus('pending');
    try {
      await apiFetch('promotions/share_promotion/', { locale, method: 'POST', body: parsed.data });
      form.reset();
      setStatus('sent');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && rejectedFields(error).length > 0) {
        setErrors(messagesFor(rejectedFields(error)));
        setStatus('idle');
      } else {
        setStatus(error instanceof ApiError && error.isRateLimited ? 'limited' : 'error');
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('shareStore')}
        name="store_name"
        defaultValue={storeName}
        required
        maxLength={200}
        error={errors.store_name}
      />
      <TextField
        label={t('shareCode')}
        name="code_or_title"
        required
        maxLength={200}
        autoComplete="off"
        error={errors.code_or_title}
      />
      <TextArea
        label={t('shareDetails')}
        name="details"
        rows={4}
        maxLength={2000}
        error={errors.details}
        wrapperClassName="sm:col-span-2"
      />
      <TextField label={t('shareEndDate')} name="end_date" type="date" error={errors.end_date} hint={t('shareEndDateHint')} />
      {/* Honeypot: hidden from people, filled by bots; the API rejects it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Company
          <input type="text" name="company" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" loading={status === 'pending'}>
          {t('shareSubmit')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm sm:col-span-2">
        {status === 'sent' ? <span className="font-medium text-success-800">{t('shareSent')}</span> : null}
        {status === 'error' ? <span className="font-medium text-danger-700">{t('shareError')}</span> : null}
        {status === 'limited' ? <span className="font-medium text-danger-700">{t('tooMany')}</span> : null}
      </p>
    </form>
  );
}
