import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { StoreAlertLinkState } from '@/app/_data/store-alerts';
import { entityPath, homePath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { mailLinkMetadata, MailLinkPage, type MailLinkKind } from './mail-link-page';

const ROUTES = { confirm: '/store-alerts/confirm', unsubscribe: '/store-alerts/unsubscribe' } as const;

export const storeAlertLinkMetadata = (locale: Locale, kind: MailLinkKind): Promise<Metadata> => mailLinkMetadata(locale, 'StoreAlerts', kind);

/**
 * The page of a store alert mail's link (mail-link-page.tsx): the store and the address, and the
 * way to the store's page on the subscription's site, or home when that site no longer shows it.
 */
export async function StoreAlertLinkPage({ locale, kind, token, state }: { locale: Locale; kind: MailLinkKind; token: string | undefined; state: StoreAlertLinkState }) {
  const t = await getTranslations({ locale, namespace: 'StoreAlerts' });
  const store = 'store' in state ? state.store : null;
  const back =
    store && 'locale' in state
      ? { href: entityPath(state.locale, 'store', [store.slug]), label: t('storeLink', { store: store.name }) }
      : { href: homePath(locale), label: t('home') };
  return (
    <MailLinkPage
      locale={locale}
      namespace="StoreAlerts"
      kind={kind}
      route={ROUTES[kind]}
      action={`store-alerts/${kind}/`}
      token={token}
      state={state.kind}
      values={{ email: 'email' in state ? state.email : '', store: store?.name ?? t('unknownStore') }}
      back={back}
    />
  );
}
