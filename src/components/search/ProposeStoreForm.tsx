'use client';

import { useLocale, useTranslations } from '@/i18n/client';
import { usePublicForm } from '@/components/forms/use-public-form';
import { apiFetch } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';
import { ProposeStoreFormView, type ProposeStoreFormProps } from './ProposeStoreFormView';

const FIELDS = ['store', 'website'] as const;

/**
 * Propose a store (SPEC §2.7, the search page): checked with the API's own schema, then posted to
 * stores/share. `captcha` is the captcha's slot (Captcha.tsx) when the site has one.
 */
export function ProposeStoreForm(props: ProposeStoreFormProps) {
  const t = useTranslations('Search');
  const locale = useLocale() as Locale;
  const { errors, status, onSubmit } = usePublicForm({
    fields: FIELDS,
    schema: async () => (await import('@/lib/forms')).proposeStoreForm,
    send: (body) => apiFetch('stores/share/', { locale, method: 'POST', body }),
    errorOf: (field) => t(`propose.${field}Error`),
  });
  return <ProposeStoreFormView {...props} t={t} onSubmit={onSubmit} errors={errors} status={status} />;
}
