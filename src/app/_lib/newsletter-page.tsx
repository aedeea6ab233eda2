import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { NewsletterLinkForm, type NewsletterLinkTexts } from '@/components/forms/NewsletterLinkForm';
import type { NewsletterLinkState } from '@/app/_data/newsletter';
import type { Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import { SectionPage } from './section-page';

type Kind = 'confirm' | 'unsubscribe';

const ROUTES = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const;

/** Message key, under `Newsletter.<kind>`, of each state that leaves nothing to do. */
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
export async function newsletterLinkMetadata(locale: Locale, kind: Kind): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  return { title: t(`${kind}.title`), robots: { index: false, follow: false } };
}

/**
 * The page of a newsletter link. Opening it changes nothing (mail scanners open every link): it
 * shows the address and a button when there is something to do, or else where the subscription
 * stands, in one sentence, with the way back to the site.
 */
export async function NewsletterLinkPage({ locale, kind, token, state }: { locale: Locale; kind: Kind; token: string | undefined; state: NewsletterLinkState }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  const actionable = (kind === 'confirm' && state.kind === 'pending') || (kind === 'unsubscribe' && state.kind === 'subscribed');
  const email = 'email' in state ? state.email : '';
  let body;
  if (actionable && token) {
    const say = (key: string) => t(`${kind}.${key}` as Parameters<typeof t>[0], { email });
    const texts: NewsletterLinkTexts = {
      submit: say('submit'),
      pending: say('pending'),
      confirmed: t('confirm.confirmed', { email }),
      already_confirmed: t('confirm.alreadyConfirmed', { email }),
      unsubscribed: t('unsubscribe.done', { email }),
      already_unsubscribed: t('unsubscribe.already', { email }),
      invalid: say('invalid'),
      // Only a confirmation link expires.
      expired: t('confirm.expired'),
      limited: t('tooManyAttempts'),
      offline: t('networkError'),
      error: t('error'),
    };
    body = (
      <>
        <p data-subscription={state.kind} className="mt-6 max-w-2xl text-lg">
          {say('prompt')}
        </p>
        <NewsletterLinkForm kind={kind} token={token} locale={locale} texts={texts} />
      </>
    );
  } else {
    const key = state.kind in MESSAGE ? MESSAGE[state.kind as keyof typeof MESSAGE] : 'invalid';
    const ok = state.kind === 'confirmed' || state.kind === 'unsubscribed';
    body = (
      <p
        data-outcome={state.kind}
        className={`mt-6 max-w-2xl rounded-xl border px-5 py-4 text-lg ${ok ? 'border-success-600 bg-success-50' : 'border-danger-600 bg-danger-50'}`}
      >
        {t(`${kind}.${key}` as Parameters<typeof t>[0], { email })}
      </p>
    );
  }
  return (
    <SectionPage locale={locale} route={ROUTES[kind]} title={t(`${kind}.title`)} breadcrumbs={false}>
      {body}
      <p className="mt-6">
        <Link href={pathPrefix(locale) || '/'} className="font-semibold text-primary-700 underline">
          {t('home')}
        </Link>
      </p>
    </SectionPage>
  );
}
