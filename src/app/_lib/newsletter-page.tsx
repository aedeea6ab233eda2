import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { NewsletterLinkOutcome } from '@/app/_data/newsletter';
import type { Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import { SectionPage } from './section-page';

type Kind = 'confirm' | 'unsubscribe';

const ROUTES = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const;

/** Message key of each outcome, under `Newsletter.<kind>`. */
const MESSAGE = {
  confirmed: 'confirmed',
  already_confirmed: 'alreadyConfirmed',
  unsubscribed: 'done',
  already_unsubscribed: 'already',
  invalid: 'invalid',
  expired: 'expired',
} as const;

/**
 * Pages reached from a mail with a personal token: never indexed, never followed, never listed in
 * a sitemap, and no canonical that would invite a crawler.
 */
export async function newsletterMetadata(locale: Locale, kind: Kind): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  return { title: t(`${kind}.title`), robots: { index: false, follow: false } };
}

/** The outcome of a newsletter link, said in one sentence, with the way back to the site. */
export async function NewsletterOutcomePage({ locale, kind, outcome }: { locale: Locale; kind: Kind; outcome: NewsletterLinkOutcome }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  const ok = outcome.kind !== 'invalid' && outcome.kind !== 'expired';
  // `expired` only happens to confirmation links; an unsubscribe link does not expire.
  const key = outcome.kind === 'expired' && kind === 'unsubscribe' ? 'invalid' : MESSAGE[outcome.kind];
  const message = t(`${kind}.${key}` as Parameters<typeof t>[0], { email: 'email' in outcome ? outcome.email : '' });
  return (
    <SectionPage locale={locale} route={ROUTES[kind]} title={t(`${kind}.title`)} breadcrumbs={false}>
      <p
        data-outcome={outcome.kind}
        className={`mt-6 max-w-2xl rounded-xl border px-5 py-4 text-lg ${ok ? 'border-success-600 bg-success-50' : 'border-danger-600 bg-danger-50'}`}
      >
        {message}
      </p>
      <p className="mt-6">
        <Link href={pathPrefix(locale) || '/'} className="font-semibold text-primary-700 underline">
          {t('home')}
        </Link>
      </p>
    </SectionPage>
  );
}
