import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { NewsletterLinkState } from '@/app/_data/newsletter';
import type { Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import { mailLinkMetadata, MailLinkPage, type MailLinkKind } from './mail-link-page';

const ROUTES = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const;

export const newsletterLinkMetadata = (locale: Locale, kind: MailLinkKind): Promise<Metadata> => mailLinkMetadata(locale, 'Newsletter', kind);

/** The page of a newsletter link (mail-link-page.tsx), with the way back to the home page. */
export async function NewsletterLinkPage({ locale, kind, token, state }: { locale: Locale; kind: MailLinkKind; token: string | undefined; state: NewsletterLinkState }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  return (
    <MailLinkPage
      locale={locale}
      namespace="Newsletter"
      kind={kind}
      route={ROUTES[kind]}
      action={`newsletter/${kind}/`}
      token={token}
      state={state.kind}
      values={{ email: 'email' in state ? state.email : '' }}
      back={{ href: pathPrefix(locale) || '/', label: t('home') }}
    />
  );
}
