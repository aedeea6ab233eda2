import type { FormEventHandler, ReactNode } from 'react';
import type { Translate } from '@/i18n/translate';
import { Honeypot } from '@/components/forms/Honeypot';
import type { PublicFormStatus } from '@/components/forms/use-public-form';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';

export type ProposeStoreFormProps = { intro: string; query: string; captcha?: ReactNode };

type ProposeStoreFormViewProps = ProposeStoreFormProps & {
  /** Messages `Search`. */
  t: Translate;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  errors?: Partial<Record<'store' | 'website', string>>;
  status?: PublicFormStatus;
};

/** The propose-a-store form's markup; its checks and sending live in ProposeStoreForm. */
export function ProposeStoreFormView({ t, intro, query, captcha, onSubmit, errors = {}, status = 'idle' }: ProposeStoreFormViewProps) {
  return (
    <section aria-labelledby="propose-store-title" className="mt-10 max-w-reading rounded-2xl border border-line bg-white p-6 shadow-card">
      <h2 id="propose-store-title" className="text-h3 font-bold text-ink">
        {t('propose.title')}
      </h2>
      <p className="mt-2 text-muted">{intro}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
        <TextField label={t('propose.store')} name="store" required defaultValue={query.slice(0, 200)} error={errors.store} />
        <TextField label={t('propose.website')} hint={t('propose.websiteHint')} name="website" type="url" inputMode="url" autoComplete="url" error={errors.website} />
        <Honeypot />
        {captcha}
        <div>
          <Button type="submit" loading={status === 'pending'}>
            {t('propose.submit')}
          </Button>
        </div>
        <p role="status" aria-live="polite" className="text-sm">
          {status === 'sent' ? <span className="font-semibold text-success-700">{t('propose.sent')}</span> : null}
          {status === 'idle' && Object.keys(errors).length > 0 ? <span className="font-semibold text-danger-700">{t('propose.invalid')}</span> : null}
          {status === 'error' || status === 'offline' ? <span className="font-semibold text-danger-700">{t('propose.error')}</span> : null}
          {status === 'limited' ? <span className="font-semibold text-danger-700">{t('propose.tooMany')}</span> : null}
        </p>
      </form>
    </section>
  );
}
