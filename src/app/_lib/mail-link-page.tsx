import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MailLinkForm, type MailLinkTexts } from '@/components/forms/MailLinkForm';
import type { Locale } from '@/lib/locales';
import { SectionPage } from './section-page';

export type MailLinkKind = 'confirm' | 'unsubscribe';

/** Where a mailed link's subscription stands, as its page tells it. */
export type MailLinkStateKind = 'pending' | 'confirmed' | 'subscribed' | 'unsubscribed' | 'invalid' | 'expired';

/**
 * The messages of a kind of subscription: `<namespace>.confirm.*`, `<namespace>.unsubscribe.*`
 * (title, prompt, submit, pending, confirmed, alreadyConfirmed, done, already, invalid, expired)
 * and `<namespace>.error`, `.tooManyAttempts`, `.networkError`.
 */
type Namespace = 'Newsletter' | 'StoreAlerts';

/** Message key, under `<namespace>.<kind>`, of each state that leaves nothing to do. */
const MESSAGE = {
  confirmed: 'confirmed',
  unsubscribed: 'done',
  invalid: 'invalid',
  expired: 'expired',
} as const;

/**
 * Pages reached from a mail with a personal token: never indexed, never followed, never listed in
 * a sitemap, and no canonical that would invite a crawler.
 */
export async function mailLinkMetadata(locale: Locale, namespace: Namespace, kind: MailLinkKind): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return { title: t(`${kind}.title`), robots: { index: false, follow: false } };
}

type Props = {
  locale: Locale;
  namespace: Namespace;
  kind: MailLinkKind;
  /** The page's own route, for its breadcrumbs' address. */
  route: '/newsletter/confirm' | '/newsletter/unsubscribe' | '/store-alerts/confirm' | '/store-alerts/unsubscribe';
  /** The API path the button posts the token to (`newsletter/confirm/`). */
  action: string;
  token: string | undefined;
  state: MailLinkStateKind;
  /** The values the messages name (`{email}`, `{store}`). */
  values: Record<string, string>;
  /** The link under the page's text: back to the home page, or to what the subscription is about. */
  back: { href: string; label: string };
};

/**
 * The page of a mailed link. Opening it changes nothing (mail scanners open every link): it shows
 * the address and a button when there is something to do, or else where the subscription stands,
 * in one sentence, with the way back to the site.
 */
export async function MailLinkPage({ locale, namespace, kind, route, action, token, state, values, back }: Props) {
  const t = await getTranslations({ locale, namespace });
  const actionable = (kind === 'confirm' && state === 'pending') || (kind === 'unsubscribe' && state === 'subscribed');
  let body;
  if (actionable && token) {
    const say = (key: string) => t(`${kind}.${key}`, values);
    const texts: MailLinkTexts = {
      submit: say('submit'),
      pending: say('pending'),
      confirmed: t('confirm.confirmed', values),
      already_confirmed: t('confirm.alreadyConfirmed', values),
      unsubscribed: t('unsubscribe.done', values),
      already_unsubscribed: t('unsubscribe.already', values),
      invalid: say('invalid'),
      // Only a confirmation link expires.
      expired: t('confirm.expired'),
      limited: t('tooManyAttempts'),
      offline: t('networkError'),
      error: t('error'),
    };
    body = (
      <>
        <p data-subscription={state} className="mt-6 max-w-2xl text-lg wrap-anywhere">
          {say('prompt')}
        </p>
        <MailLinkForm action={action} token={token} locale={locale} texts={texts} />
      </>
    );
  } else {
    const key = state in MESSAGE ? MESSAGE[state as keyof typeof MESSAGE] : 'invalid';
    const ok = state === 'confirmed' || state === 'unsubscribed';
    body = (
      <p
        data-outcome={state}
        className={`mt-6 max-w-2xl rounded-xl border px-5 py-4 text-lg wrap-anywhere ${ok ? 'border-success-600 bg-success-50' : 'border-danger-600 bg-danger-50'}`}
      >
        {t(`${kind}.${key}`, values)}
      </p>
    );
  }
  return (
    <SectionPage locale={locale} route={route} title={t(`${kind}.title`)} breadcrumbs={false}>
      {body}
      <p className="mt-6">
        <Link href={back.href} className="font-semibold text-primary-700 underline">
          {back.label}
        </Link>
      </p>
    </SectionPage>
  );
}
