import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';
import type { Locale } from '@/lib/locales';
import { localeHref } from '@/lib/localized-paths';
import type { LinkItem } from '@/components/navigation/types';
import { Container } from '@/components/ui/Container';
import { NAV_LIMITS } from '@/lib/constants';
import { Logo } from '../header/Logo';
import { CookieSettingsButton } from './CookieSettingsButton';
import { DeferredNewsletterForm } from './DeferredNewsletterForm';

export type FooterProps = {
  /** The variant's brand label, drawn as the footer logo. */
  brand: string;
  /** Common links (`is_copyright` false), grouped by the footer in columns of 5. */
  links: LinkItem[];
  /** Copyright links (`is_copyright` true), on the bottom line. */
  copyrightLinks: LinkItem[];
  /** The copyright text line from the CMS ("© 2025 Vakantio"). */
  copyrightText: string;
  /** The newsletter form's captcha (Captcha.tsx), when the site has one. */
  captcha?: ReactNode;
};

/** Splits `items` into runs of `size` (the last one may be shorter). */
export function chunk<T>(items: T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}

const linkClasses = 'rounded-sm text-primary-100 underline-offset-4 hover:text-white hover:underline';

/** The site footer (SPEC §2.5): newsletter, link columns, copyright links, cookie settings, copyright line. */
export function Footer({ brand, links, copyrightLinks, copyrightText, captcha }: FooterProps) {
  const t = useTranslations('Footer');
  const locale = useLocale() as Locale;
  const columns = chunk(links, NAV_LIMITS.footerColumn);

  return (
    <footer className="surface-dark bg-primary-950 text-primary-100">
      <div className="bg-primary-900">
        <Container className="grid gap-6 py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:items-center md:gap-10 md:py-10">
          <div className="flex flex-col gap-2">
            <h2 className="text-h3 font-bold text-white">{t('newsletter.title')}</h2>
            <p className="max-w-md text-primary-100">{t('newsletter.text')}</p>
          </div>
          <DeferredNewsletterForm captcha={captcha} />
        </Container>
      </div>

      <Container className="grid gap-8 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <div className="flex flex-col gap-3">
          <SmartLink href={localeHref(locale, '/')} aria-label={t('home', { brand })} className="self-start">
            <Logo label={brand} tone="onDark" />
          </SmartLink>
          <p className="max-w-xs text-sm text-primary-200">{t('tagline')}</p>
        </div>
        {columns.length > 0 ? (
          <nav aria-label={t('linksLabel')}>
            <div className="grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-3 xl:grid-cols-4">
              {columns.map((column, index) => (
                <ul key={index} className="flex flex-col gap-2.5 text-[0.9375rem]">
                  {column.map((link) => (
                    <li key={`${link.href}-${link.name}`}>
                      <SmartLink href={link.href} className={linkClasses}>
                        {link.name}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </nav>
        ) : null}
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-5 text-sm md:flex-row md:items-center md:justify-between">
          <p className="text-primary-200">{copyrightText}</p>
          <ul aria-label={t('legalLabel')} className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {copyrightLinks.map((link) => (
              <li key={`${link.href}-${link.name}`}>
                <SmartLink href={link.href} className={linkClasses}>
                  {link.name}
                </SmartLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton cookiesHref={localeHref(locale, '/cookies')} className={`${linkClasses} inline-flex items-center gap-1.5`} />
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
