import 'server-only';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Analytics } from '@/components/integrations/Analytics';
import { IntegrationsProvider } from '@/components/integrations/IntegrationsProvider';
import { ConsentManager } from '@/components/layout/consent/ConsentManager';
import { Footer } from '@/components/layout/footer/Footer';
import { Header } from '@/components/layout/header/Header';
import { DeferredLocaleSwitcher } from '@/components/navigation/DeferredLocaleSwitcher';
import { LocaleLinks } from '@/components/navigation/LocaleLinks';
import type { LinkItem } from '@/components/navigation/types';
import { TIMINGS } from '@/lib/constants';
import { LOCALES, type Locale } from '@/lib/locales';
import { getNavigation } from '@/app/_data/navigation';
import { integrationsOf } from './integrations';
import { captchaSlot } from './captcha';
import { absoluteUrl } from './urls';

/** Only what a menu link shows crosses into the header's client code (its props are in every page's payload). */
const linkOf = ({ name, href }: LinkItem): LinkItem => ({ name, href });

export type FrameVariant = 'default' | 'wide' | 'blog' | 'bare';

/**
 * The layouts of SPEC §2.3 around a page: header, content, footer. `wide` has the white header,
 * `blog` the wide column with the blog style class, `bare` is the layout without breadcrumbs
 * (its consent script waits 4 s). Breadcrumbs belong to the pages, which know their trail.
 */
export async function SiteFrame({ locale, variant, children }: { locale: Locale; variant: FrameVariant; children: ReactNode }) {
  const [nav, t] = await Promise.all([getNavigation(locale), getTranslations({ locale, namespace: 'Layout' })]);
  const homes = Object.fromEntries(LOCALES.map((l) => [l, absoluteUrl(l, '/')])) as Record<Locale, string>;
  const labels = Object.fromEntries(LOCALES.map((l) => [l, t(`locales.${l}`)])) as Record<Locale, string>;
  const names = Object.fromEntries(LOCALES.map((l) => [l, t(`localeNames.${l}`)])) as Record<Locale, string>;
  const locales = { current: locale, labels, names, label: t('localeSwitcher') };
  return (
    <IntegrationsProvider value={integrationsOf(locale)}>
      <div className={variant === 'blog' ? 'blog flex min-h-screen flex-col' : 'flex min-h-screen flex-col'}>
        <Header
          brand={nav.brand}
          variant={variant === 'wide' ? 'wide' : 'default'}
          locations={nav.locations.map(linkOf)}
          sublocations={nav.sublocations.map(linkOf)}
          headingCategories={nav.headingCategories}
          categories={nav.categories}
          localeSwitcher={<DeferredLocaleSwitcher {...locales} homes={homes} fallback={<LocaleLinks {...locales} hrefs={homes} />} />}
        />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer
          brand={nav.brand}
          links={nav.footer.common}
          copyrightLinks={nav.footer.copyright}
          copyrightText={nav.copyright}
          captcha={captchaSlot()}
        />
        <ConsentManager
          delayMs={variant === 'bare' ? TIMINGS.consentDelayNoBreadcrumbsMs : TIMINGS.consentDelayMs}
          cookiePolicyHref={absoluteUrl(locale, '/cookies')}
          privacyHref={absoluteUrl(locale, '/privacy')}
        />
        <Analytics />
      </div>
    </IntegrationsProvider>
  );
}
