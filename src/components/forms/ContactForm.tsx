'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { Button } from '@/components/ui/Button';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { cx } from '@/components/ui/cx';
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
  const outcome =
    status === 'sent'
      ? { ok: true, text: t('sent') }
      : status === 'idle' && Object.keys(errors).length > 0
        ? { ok: false, text: t('invalid') }
        : status === 'error' || status === 'offline'
          ? { ok: false, text: t('error') }
          : status === 'limited'
            ? { ok: false, text: t('tooMany') }
            : null;
  // The outcome shows in a box by the button, brought on screen if the form ran below it.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'sent' || status === 'error' || status === 'offline' || status === 'limited') {
      outcomeRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [status]);
  return (
    <form onSubmit={onSubmit} noValidate className="mt-10 grid gap-5 rounded-2xl border border-line bg-white p-6 shadow-card">
      <TextField label={t('email')} name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField label={t('name')} name="name" autoComplete="name" required error={errors.name} />
      <TextArea label={t('message')} name="message" rows={6} required error={errors.message} />
      <Honeypot />
      {captcha}
      <div>
        <div ref={outcomeRef} role="status" aria-live="polite" className="scroll-mb-24">
          {outcome ? (
            <p
              className={cx(
                'mb-4 flex items-start gap-3 rounded-xl border-2 px-4 py-3 text-base font-semibold',
                outcome.ok ? 'border-success-600 bg-success-50 text-success-800' : 'border-danger-600 bg-danger-50 text-danger-800',
              )}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 size-5 shrink-0 fill-none stroke-current stroke-[2.5]">
                {outcome.ok ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 7v6m0 4h.01M12 3l9.5 17h-19z" />}
              </svg>
              {outcome.text}
            </p>
          ) : null}
        </div>
        <Button type="submit" loading={status === 'pending'}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
