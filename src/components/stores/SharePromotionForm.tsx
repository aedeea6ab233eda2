'use client';

import { useLocale, useTranslations } from '@/i18n/client';
import { usePublicForm } from '@/components/forms/use-public-form';
import { apiFetch } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';
import { SharePromotionFormView, type SharePromotionFormProps } from './SharePromotionFormView';

const FIELDS = ['store_name', 'code_or_title', 'details', 'end_date'] as const;

/**
 * The store page's feedback form (SPEC §2.7, §7 share_promotion): a visitor tells us about a
 * promotion. Checked with the API's own schema, each field's message in the visitor's language;
 * `captcha` is the captcha's slot (Captcha.tsx) when the site has one.
 */
export function SharePromotionForm(props: SharePromotionFormProps) {
  const t = useTranslations('Store');
  const locale = useLocale() as Locale;
  const { errors, status, onSubmit } = usePublicForm({
    fields: FIELDS,
    schema: async () => (await import('@/lib/forms')).sharePromotionForm,
    send: (body) => apiFetch('promotions/share_promotion/', { locale, method: 'POST', body }),
    errorOf: (field) => t(`shareErrors.${field}`),
  });
  return <SharePromotionFormView {...props} t={t} onSubmit={onSubmit} errors={errors} status={status} />;
}
