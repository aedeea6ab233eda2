import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DeferredStoreAlertForm } from './DeferredStoreAlertForm';
import type { StoreAlertTexts } from './StoreAlertForm';

const TEXT_KEYS = ['label', 'placeholder', 'submit', 'pending', 'success', 'invalidEmail', 'tooManyAttempts', 'error', 'networkError', 'privacy'] as const;

/**
 * "Tell me about new codes of this store": a box of the store page's side column. The sign-up
 * needs the API's JSON and, on a site with one, the captcha's script: without script the form is
 * not offered, and a sentence says why.
 */
export function StoreAlertBox({ storeId, storeName, captcha }: { storeId: number; storeName: string; captcha?: ReactNode }) {
  const t = useTranslations('StoreAlerts.form');
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key, { store: storeName })])) as StoreAlertTexts;
  return (
    <section id="store-alert" aria-labelledby="store-alert-title" className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 id="store-alert-title" className="text-h3 text-primary-950">
        {t('title', { store: storeName })}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('text', { store: storeName })}</p>
      <DeferredStoreAlertForm storeId={storeId} texts={texts} captcha={captcha} className="noscript:hidden" />
      <p className="hidden text-sm font-medium text-ink noscript:block">{t('noScript', { store: storeName })}</p>
    </section>
  );
}
