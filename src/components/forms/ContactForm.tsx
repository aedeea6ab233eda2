'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { Button } from '@/components/ui/Button';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { apiFetch } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';
import { Honeypot } from './Honeypot';
import { usePublicForm } from './use-public-form';

const FIELDS = ['email', 'name', 'message'] as const;

/**
 * The contact form (SPEC §2.7): checked with the API's own schema, then posted to send_email.
 * `captcha` is the captcha's slot (Captcha.tsx), given by the page when the site has one.
 */
export function ContactForm({ captcha }: { captcha?: ReactNode }) {
  const t = useTranslations('Contact');
  const locale = useLocale() as Locale;
  const { errors, status, onSubmit } = usePublicForm({
    fields: FIELDS,
    schema: async () => (await import('@/lib/forms')).contactForm,
    send: (body) => apiFetch('pages/send_email/', { locale, method: 'POST', body }),
    errorOf: (field) => t(`${field}Error`),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-10 grid gap-5 rounded-2xl border border-line bg-white p-6 shadow-card">
      <TextField label={t('email')} name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField label={t('name')} name="name" autoComplete="name" required error={errors.name} />
      <TextArea label={t('message')} name="message" rows={6} required error={errors.message} />
      <Honeypot />
      {captcha}
      <div>
        <Button type="submit" loading={status === 'pending'}>
          {t('send')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {status === 'sent' ? <span className="font-semibold text-success-700">{t('sent')}</span> : null}
        {status === 'idle' && Object.keys(errors).length > 0 ? <span className="font-semibold text-danger-700">{t('invalid')}</span> : null}
        {status === 'error' || status === 'offline' ? <span className="font-semibold text-danger-700">{t('error')}</span> : null}
        {status === 'limited' ? <span className="font-semibold text-danger-700">{t('tooMany')}</span> : null}
      </p>
    </form>
  );
}
