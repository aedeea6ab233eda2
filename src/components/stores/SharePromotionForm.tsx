'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { Honeypot } from '@/components/forms/Honeypot';
import { usePublicForm } from '@/components/forms/use-public-form';
import { Button } from '@/components/ui/Button';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { apiFetch } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';

const FIELDS = ['store_name', 'code_or_title', 'details', 'end_date'] as const;

/**
 * The store page's feedback form (SPEC §2.7, §7 share_promotion): a visitor tells us about a
 * promotion. Checked with the API's own schema, each field's message in the visitor's language;
 * `captcha` is the captcha's slot (Captcha.tsx) when the site has one.
 */
export function SharePromotionForm({ storeName, captcha }: { storeName: string; captcha?: ReactNode }) {
  const t = useTranslations('Store');
  const locale = useLocale() as Locale;
  const { errors, status, onSubmit } = usePublicForm({
    fields: FIELDS,
    schema: async () => (await import('@/lib/forms')).sharePromotionForm,
    send: (body) => apiFetch('promotions/share_promotion/', { locale, method: 'POST', body }),
    errorOf: (field) => t(`shareErrors.${field}`),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('shareStore')} name="store_name" defaultValue={storeName} required maxLength={200} error={errors.store_name} />
      <TextField label={t('shareCode')} name="code_or_title" required maxLength={200} autoComplete="off" error={errors.code_or_title} />
      <TextArea label={t('shareDetails')} name="details" rows={4} maxLength={2000} error={errors.details} wrapperClassName="sm:col-span-2" />
      <TextField label={t('shareEndDate')} name="end_date" type="date" error={errors.end_date} hint={t('shareEndDateHint')} />
      <Honeypot />
      {captcha ? <div className="sm:col-span-2">{captcha}</div> : null}
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" loading={status === 'pending'}>
          {t('shareSubmit')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm sm:col-span-2">
        {status === 'sent' ? <span className="font-medium text-success-800">{t('shareSent')}</span> : null}
        {status === 'error' || status === 'offline' ? <span className="font-medium text-danger-700">{t('shareError')}</span> : null}
        {status === 'limited' ? <span className="font-medium text-danger-700">{t('tooMany')}</span> : null}
      </p>
    </form>
  );
}
