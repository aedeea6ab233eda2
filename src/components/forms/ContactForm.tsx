'use client';

import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocale, useTranslations } from 'next-intl';
import { Button, TextArea, TextField } from '@/components/ui';

type Field = 'email' | 'name' | 'message';
type Status = 'idle' | 'pending' | 'sent' | 'error' | 'limited';

/** The contact form (SPEC §2.7): checked with the API's own schema, then posted to send_email. */
export function ContactForm() {
  const t = useTranslations('Contact');
  const locale = useLocale();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'pending') return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    // The shared schema (and zod with it) loads on the first submit, not with the page.
    const { contactForm } = await import('@/lib/forms');
    const parsed = contactForm.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0] as Field));
      // Render the invalid fields now, then take the visitor to the first one.
      flushSync(() => setErrors(Object.fromEntries([...fields].map((field) => [field, t(`${field}Error`)]))));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setStatus('pending');
    try {
      const response = await fetch(`/api/pages/send_email/?language=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        form.reset();
        setStatus('sent');
      } else {
        setStatus(response.status === 429 ? 'limited' : 'error');
      }
    } catch {
      setStatus('error');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-10 grid gap-5 rounded-2xl border border-line bg-white p-6 shadow-card">
      <TextField label={t('email')} name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField label={t('name')} name="name" autoComplete="name" required error={errors.name} />
      <TextArea label={t('message')} name="message" rows={6} required error={errors.message} />
      {/* Honeypot: hidden from people, filled by bots; the API rejects it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Company
          <input type="text" name="company" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div>
        <Button type="submit" loading={status === 'pending'}>
          {t('send')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {status === 'sent' ? <span className="text-success">{t('sent')}</span> : null}
        {status === 'error' ? <span className="text-danger">{t('error')}</span> : null}
        {status === 'limited' ? <span className="text-danger">{t('tooMany')}</span> : null}
      </p>
    </form>
  );
}
