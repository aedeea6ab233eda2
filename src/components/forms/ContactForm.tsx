'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { apiFetch } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';
import { ContactFormView } from './ContactFormView';
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
  return <ContactFormView t={t} captcha={captcha} onSubmit={onSubmit} errors={errors} status={status} />;
}
