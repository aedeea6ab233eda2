import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';
import type { Locale } from '@/lib/locales';
import { localeHref } from '@/lib/localized-paths';
import { buttonClasses } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { cx } from '@/components/ui/cx';
import { Logo } from './Logo';
import { DeferredMainNav } from './DeferredMainNav';
import { DeferredSearchBox } from './DeferredSearchBox';
import { SearchForm } from './SearchForm';
import type { HeaderMenus, HeaderVariant } from './types';

export type HeaderProps = HeaderMenus & {
  /** The variant's brand label: drawn in the logo and read as the home link's name. */
  brand: string;
  /** `wide`: the wide-header layout, a white header over a wider column (not on blog pages, SPEC §2.3). */
  variant?: HeaderVariant;
  /** Rendered beside the comparator link, e.g. the locale switcher. */
  localeSwitcher?: ReactNode;
  /** The id of the page's <main>, target of the skip link. */
  mainId?: string;
};

/**
 * The site header (SPEC §2.4). Phones: logo, burger and the search box on a second row. From
 * 768px: logo, search and comparator, then the menu bar. Every row has a fixed height, so the
 * page never shifts when the client code starts.
 */
export function Header({
  brand,
  variant = 'default',
  localeSwitcher,
  mainId = 'main-content',
  ...menus
}: HeaderProps) {
  const t = useTranslations('Header');
  const locale = useLocale() as Locale;
  const onDark = variant === 'default';
  const nav = {
    ...menus,
    variant,
    hrefs: { destinations: localeHref(locale, '/destinations'), categories: localeHref(locale, '/categories'), comparator: localeHref(locale, '/comparator') },
  };
  const search = {
    searchHref: localeHref(locale, '/search'),
    onDark,
    className: 'pb-3 [grid-area:search] md:w-full md:max-w-xl md:justify-self-center md:pb-0',
  };

  return (
    <header
      className={cx(
        // The menu bar's full-bleed background overflows sideways; clip it without a scroll box.
        'relative overflow-x-clip',
        onDark ? 'surface-dark bg-primary-700 text-white' : 'surface-light border-b border-line bg-white text-ink',
      )}
    >
      {/* Its shadow only while it shows: hidden above the page, the shadow fell on the top of the comparator's phone panel. */}
      <a
        href={`#${mainId}`}
        className="surface-light absolute top-2 left-2 z-[60] -translate-y-[calc(100%+1rem)] rounded-lg bg-white px-4 py-3 font-semibold text-primary-900 focus:translate-y-0 focus:shadow-raised"
      >
        {t('skipToContent')}
      </a>
      <Container
        size={variant === 'wide' ? 'wide' : 'page'}
        className={cx(
          'grid grid-cols-[1fr_auto_auto] items-center gap-x-1 [grid-template-areas:"logo_actions_burger"_"search_search_search"]',
          'md:grid-cols-[auto_minmax(0,1fr)_auto] md:gap-x-6 md:[grid-template-areas:"logo_search_actions"_"nav_nav_nav"]',
        )}
      >
        <SmartLink
          href={localeHref(locale, '/')}
          aria-label={t('home', { brand })}
          className="flex h-14 items-center justify-self-start [grid-area:logo] md:h-20"
        >
          <Logo label={brand} tone={onDark ? 'onDark' : 'onLight'} />
        </SmartLink>

        <DeferredSearchBox
          {...search}
          fallback={
            <SearchForm
              {...search}
              inputId="site-search"
              t={t}
            />
          }
        />

        <div className="flex items-center gap-2 [grid-area:actions]">
          <SmartLink
            href={localeHref(locale, '/comparator')}
            className={buttonClasses({ variant: 'accent', size: 'md', className: 'max-md:hidden' })}
          >
            {t('comparator')}
          </SmartLink>
          {localeSwitcher}
        </div>

        <DeferredMainNav {...nav} />
      </Container>
    </header>
  );
}
