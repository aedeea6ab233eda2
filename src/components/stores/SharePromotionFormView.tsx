import type { FormEventHandler, ReactNode } from 'react';
import type { Translate } from '@/i18n/translate';
import { Honeypot } from '@/components/forms/Honeypot';
import type { PublicFormStatus } from '@/components/forms/use-public-form';
import { Button } from '@/components/ui/Button';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';

export type SharePromotionFormProps = { storeName: string; captcha?: ReactNode };

type SharePromotionFormViewProps = SharePromotionFormProps & {
  /** Messages `Store`. */
  t: Translate;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  errors?: Partial<Record<'store_name' | 'code_or_title' | 'details' | 'end_date', string>>;
  status?: PublicFormStatus;
};

/** The share-a-promotion form's markup; its checks and sending live in SharePromotionForm. */
export function SharePromotionFormView({ t, storeName, captcha, onSubmit, errors = {}, status = 'idle' }: SharePromotionFormViewProps) {
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
