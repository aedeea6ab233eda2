'use client';

import { useTranslations } from '@/i18n/client';
import { SmartLink } from '@/components/navigation/SmartLink';
import { cx } from '@/components/ui/cx';
import { AllLink, allLinkClasses, Arrow, LinkGroup, NavMenu } from './menu-parts';
import type { HeaderMenus, HeaderVariant } from './types';
import { useBurgerMenu } from './use-burger-menu';

type MainNavProps = HeaderMenus & {
  variant: HeaderVariant;
  /** The locale's addresses of the section lists and the comparator (src/lib/localized-paths). */
  hrefs: { destinations: string; categories: string; comparator: string };
};

/**
 * The main navigation, rendered once for both layouts: from 768px a bar of disclosure menus
 * (dropdown panels), below it the same list inside a slide-in panel opened by the burger, where
 * the menus are collapsible sections. One `openMenu` state keeps a single menu open on both.
 */
export function MainNav({ locations, sublocations, headingCategories, categories, variant, hrefs }: MainNavProps) {
  const t = useTranslations('Header');
  const menu = useBurgerMenu();
  const { panel, panelId, burgerRef, panelRef, openPanel, closePanel, menuId, panelHandlers } = menu;
  const onDark = variant === 'default';
  const menuProps = (key: string) => ({ ...menu.menuProps(key), onDark });

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        aria-expanded={panel === 'opened'}
        aria-controls={panelId}
        onClick={() => (panel === 'opened' ? closePanel(true) : openPanel())}
        className={cx(
          'inline-flex size-11 items-center justify-center rounded-full [grid-area:burger] md:hidden',
          onDark ? 'text-white hover:bg-white/10' : 'text-primary-900 hover:bg-primary-50',
        )}
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{t('menu')}</span>
      </button>

      {panel === 'closed' ? null : (
        <div
          aria-hidden="true"
          data-state={panel}
          onClick={() => closePanel(true)}
          className="fixed inset-0 z-40 animate-fade-in bg-slate-950/55 data-[state=closing]:animate-fade-out md:hidden"
        />
      )}

      <div
        id={panelId}
        ref={panelRef}
        data-state={panel}
        role={panel === 'opened' ? 'dialog' : undefined}
        aria-modal={panel === 'opened' ? true : undefined}
        aria-label={panel === 'opened' ? t('menu') : undefined}
        {...panelHandlers}
        className={cx(
          '[grid-area:nav]',
          // Mobile: a panel sliding in from the left, absent from the page and the tab order when closed.
          'max-md:surface-light max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:z-50 max-md:flex max-md:w-[min(22rem,88vw)] max-md:flex-col max-md:bg-white max-md:text-ink max-md:shadow-raised',
          'max-md:data-[state=closed]:hidden max-md:data-[state=closing]:animate-panel-out max-md:data-[state=opened]:animate-panel-in',
          // Desktop: a full-bleed strip under the logo row; dropdowns hang from it, above the page.
          'md:relative md:z-30 md:before:absolute md:before:inset-y-0 md:before:left-1/2 md:before:-z-10 md:before:w-screen md:before:-translate-x-1/2',
          onDark ? 'md:before:bg-primary-800' : 'md:before:border-t md:before:border-line md:before:bg-white',
        )}
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-line pr-2 pl-4 md:hidden">
          <span className="text-lg font-bold text-primary-900">{t('menu')}</span>
          <button
            type="button"
            onClick={() => closePanel(true)}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{t('closeMenu')}</span>
          </button>
        </div>

        <nav aria-label={t('mainNav')} className="max-md:flex-1 max-md:overflow-y-auto max-md:overscroll-contain">
          <ul className="md:-mx-2.5 md:flex lg:-mx-1.5 xl:-mx-2.5 md:h-12 md:items-stretch md:overflow-x-auto md:[scrollbar-width:thin]">
            <NavMenu label={t('destinations')} {...menuProps('destinations')}>
              <div className="grid gap-5 md:grid-cols-2 md:gap-8">
                <LinkGroup
                  id={menuId('countries')}
                  title={t('countries')}
                  links={locations}
                  columns="columns-2 lg:columns-3"
                />
                <LinkGroup
                  id={menuId('regions')}
                  title={t('regions')}
                  links={sublocations}
                  columns="columns-2 lg:columns-3"
                />
              </div>
              <AllLink>
                <SmartLink href={hrefs.destinations} className={allLinkClasses}>
                  {t('allDestinations')}
                  <Arrow />
                </SmartLink>
              </AllLink>
            </NavMenu>

            {headingCategories.map((heading, index) => (
              <NavMenu key={heading.href} label={heading.name} {...menuProps(`heading-${index}`)}>
                <LinkGroup
                  links={heading.children}
                  columns="md:columns-2 lg:columns-4"
                />
                <AllLink>
                  <SmartLink href={heading.href} className={allLinkClasses}>
                    {t('seeAll', { name: heading.name })}
                    <Arrow />
                  </SmartLink>
                </AllLink>
              </NavMenu>
            ))}

            <NavMenu label={t('categories')} {...menuProps('categories')}>
              <LinkGroup
                links={categories}
                columns="columns-2 md:columns-3 lg:columns-4 xl:columns-5"
              />
              <AllLink>
                <SmartLink href={hrefs.categories} className={allLinkClasses}>
                  {t('allCategories')}
                  <Arrow />
                </SmartLink>
              </AllLink>
            </NavMenu>

            {/* From 768px the comparator is a button in the logo row. */}
            <li className="border-b border-line md:hidden">
              <SmartLink
                href={hrefs.comparator}
                className="flex items-center gap-2 px-4 py-3.5 text-base font-semibold text-accent-700"
              >
                {t('comparator')}
                <Arrow />
              </SmartLink>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}

