import type { FormEventHandler, ReactNode } from 'react';
import type { Translate } from '@/i18n/translate';
import { Button } from '@/components/ui/Button';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { Honeypot } from './Honeypot';
import type { PublicFormStatus } from './use-public-form';

type ContactFormViewProps = {
  /** Messages `Contact`. */
  t: Translate;
  captcha?: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  errors?: Partial<Record<'email' | 'name' | 'message', string>>;
  status?: PublicFormStatus;
};

/** The contact form's markup; its checks and sending live in ContactForm. */
export function ContactFormView({ t, captcha, onSubmit, errors = {}, status = 'idle' }: ContactFormViewProps) {
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
