'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { Honeypot } from '@/components/forms/Honeypot';
import { usePublicForm } from '@/components/forms/use-public-form';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { apiFetch } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';

const FIELDS = ['store', 'website'] as const;

/**
 * Propose a store (SPEC §2.7, the search page): checked with the API's own schema, then posted to
 * stores/share. `captcha` is the captcha's slot (Captcha.tsx) when the site has one.
 */
export function ProposeStoreForm({ intro, query, captcha }: { intro: string; query: string; captcha?: ReactNode }) {
  const t = useTranslations('Search');
  const locale = useLocale() as Locale;
  const { errors, status, onSubmit } = usePublicForm({
    fields: FIELDS,
    schema: async () => (await import('@/lib/forms')).proposeStoreForm,
    send: (body) => apiFetch('stores/share/', { locale, method: 'POST', body }),
    errorOf: (field) => t(`propose.${field}Error`),
  });
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
