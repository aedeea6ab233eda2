'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { usePublicForm } from '@/components/forms/use-public-form';
import { apiFetch } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';
import { NewsletterFormView, type NewsletterFormProps } from './NewsletterFormView';

const FIELDS = ['email'] as const;

/**
 * The footer's newsletter sign-up (SPEC §2.5): the address is checked with the shared zod schema,
 * then posted to /api/newsletter/, which mails a confirmation link (double opt-in). Results are
 * announced through a polite live region: once sent, "check your mailbox to confirm". The answer
 * is the same for an address already subscribed, so the message covers both.
 * `captcha` is the captcha's slot (Captcha.tsx) when the site has one.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const t = useTranslations('Footer.newsletter');
  const locale = useLocale() as Locale;
  const id = useId();
  const { errors, status, failure, onSubmit } = usePublicForm({
    fields: FIELDS,
    schema: async () => (await import('@/lib/forms')).newsletterForm,
    send: (body) => apiFetch('newsletter/', { locale, method: 'POST', body }),
    errorOf: () => t('invalidEmail'),
  });

  return <NewsletterFormView {...props} t={t} id={id} onSubmit={onSubmit} fieldError={errors.email ?? null} status={status} failure={failure} />;
}
