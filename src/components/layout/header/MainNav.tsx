'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import { SmartIntlLink, SmartLink } from '@/components/navigation/SmartLink';
import type { LinkItem } from '@/components/navigation/types';
import { cx } from '@/components/ui/cx';
import { focusableIn, trapTab } from '@/components/ui/hooks/focusable';
import { useScrollLock } from '@/components/ui/hooks/use-scroll-lock';
import { BREAKPOINTS, NAV_LIMITS, TIMINGS } from '@/lib/constants';
import type { HeaderMenus, HeaderVariant } from './types';

/** SPEC §4: the burger menu moves closed → opened → closing → closed. */
type PanelState = 'closed' | 'opened' | 'closing';

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.mobile}px)`;

type MainNavProps = HeaderMenus & { variant: HeaderVariant };

/**
 * The main navigation, rendered once for both layouts: from 768px a bar of disclosure menus
 * (dropdown panels), below it the same list inside a slide-in panel opened by the burger, where
 * the menus are collapsible sections. One `openMenu` state keeps a single menu open on both.
 */
export function MainNav({ locations, sublocations, headingCategories, categories, variant }: MainNavProps) {
  const t = useTranslations('Header');
  const baseId = useId();
  const panelId = `${baseId}panel`;
  const menuId = (key: string) => `${baseId}menu-${key}`;
  const buttonId = (key: string) => `${baseId}button-${key}`;

  const [panel, setPanel] = useState<PanelState>('closed');
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useScrollLock(panel !== 'closed');

  function openPanel() {
    window.clearTimeout(closeTimer.current);
    setPanel('opened');
  }

  /** The panel slides out for TIMINGS.burgerCloseDelayMs before it is gone (DESIGN §9). */
  function closePanel(restoreFocus: boolean) {
    if (panel !== 'opened') return;
    setPanel('closing');
    closeTimer.current = window.setTimeout(() => {
      setPanel('closed');
      if (restoreFocus) burgerRef.current?.focus();
    }, TIMINGS.burgerCloseDelayMs);
  }

  function toggleMenu(key: string) {
    setOpenMenu((current) => (current === key ? null : key));
  }

  // Keyboard users land in the panel they opened (its close button).
  useEffect(() => {
    if (panel === 'opened' && panelRef.current) focusableIn(panelRef.current)[0]?.focus();
  }, [panel]);

  // Growing past 768px turns the panel into the desktop bar: drop the mobile state and scroll lock.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      window.clearTimeout(closeTimer.current);
      setPanel('closed');
      setOpenMenu(null);
    };
    desktop.addEventListener('change', onChange);
    return () => {
      desktop.removeEventListener('change', onChange);
      window.clearTimeout(closeTimer.current);
    };
  }, []);

  // A click anywhere outside closes the desktop dropdown.
  useEffect(() => {
    if (openMenu === null || panel !== 'closed') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu, panel]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const container = panelRef.current;
    if (!container) return;
    if (panel === 'opened') {
      if (event.key === 'Escape') {
        event.preventDefault();
        closePanel(true);
        return;
      }
      if (trapTab(event, container)) return;
    } else if (event.key === 'Escape' && openMenu !== null) {
      event.preventDefault();
      const key = openMenu;
      setOpenMenu(null);
      document.getElementById(buttonId(key))?.focus();
      return;
    }
    moveWithinMenu(event);
  }

  /** Arrow keys, Home and End walk the links of the open menu. */
  function moveWithinMenu(event: KeyboardEvent<HTMLDivElement>) {
    if (openMenu === null || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const menu = document.getElementById(menuId(openMenu));
    const target = event.target as HTMLElement;
    if (!menu?.contains(target)) return;
    const links = focusableIn(menu);
    const index = links.indexOf(target);
    const next =
      event.key === 'Home'
        ? links[0]
        : event.key === 'End'
          ? links[links.length - 1]
          : links[(index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length];
    event.preventDefault();
    next?.focus();
  }

  /** ArrowDown on a menu button opens it and moves to its first link (menu button convention). */
  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    flushSync(() => setOpenMenu(key));
    const menu = document.getElementById(menuId(key));
    if (menu) focusableIn(menu)[0]?.focus();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out of the desktop bar closes its dropdown; the mobile panel keeps focus inside itself.
    if (panel === 'closed' && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpenMenu(null);
    }
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    // A followed link ends the visit to the menu; the new page takes the focus from here.
    if ((event.target as Element).closest('a')) {
      setOpenMenu(null);
      closePanel(false);
    }
  }

  const onDark = variant === 'default';
  const menuProps = (key: string) => ({
    open: openMenu === key,
    onToggle: () => toggleMenu(key),
    onButtonKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onButtonKeyDown(event, key),
    buttonId: buttonId(key),
    menuId: menuId(key),
    onDark,
  });

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
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={onClick}
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
          <ul className="md:-mx-2.5 md:flex lg:-mx-3.5 md:h-12 md:items-stretch md:overflow-x-auto md:[scrollbar-width:thin]">
            <NavMenu label={t('destinations')} {...menuProps('destinations')}>
              <div className="grid gap-5 md:grid-cols-2 md:gap-8">
                <LinkGroup
                  id={menuId('countries')}
                  title={t('countries')}
                  links={locations.slice(0, NAV_LIMITS.locations)}
                  columns="columns-2 lg:columns-3"
                />
                <LinkGroup
                  id={menuId('regions')}
                  title={t('regions')}
                  links={sublocations.slice(0, NAV_LIMITS.sublocations)}
                  columns="columns-2 lg:columns-3"
                />
              </div>
              <AllLink>
                <SmartIntlLink href="/destinations" className={allLinkClasses}>
                  {t('allDestinations')}
                  <Arrow />
                </SmartIntlLink>
              </AllLink>
            </NavMenu>

            {headingCategories.map((heading, index) => (
              <NavMenu key={heading.href} label={heading.name} {...menuProps(`heading-${index}`)}>
                <LinkGroup
                  links={heading.children.slice(0, NAV_LIMITS.headingChildren)}
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
                links={categories.slice(0, NAV_LIMITS.categories)}
                columns="columns-2 md:columns-3 lg:columns-4 xl:columns-5"
              />
              <AllLink>
                <SmartIntlLink href="/categories" className={allLinkClasses}>
                  {t('allCategories')}
                  <Arrow />
                </SmartIntlLink>
              </AllLink>
            </NavMenu>

            {/* From 768px the comparator is a button in the logo row. */}
            <li className="border-b border-line md:hidden">
              <SmartIntlLink
                href="/comparator"
                className="flex items-center gap-2 px-4 py-3.5 text-base font-semibold text-accent-700"
              >
                {t('comparator')}
                <Arrow />
              </SmartIntlLink>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}

type NavMenuProps = {
  label: string;
  open: boolean;
  onToggle: () => void;
  onButtonKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  buttonId: string;
  menuId: string;
  onDark: boolean;
  children: ReactNode;
};

/** One disclosure: a button and the panel it shows (dropdown on desktop, section on mobile). */
function NavMenu({ label, open, onToggle, onButtonKeyDown, buttonId, menuId, onDark, children }: NavMenuProps) {
  return (
    <li className="border-b border-line md:flex md:border-0">
      <button
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
        onKeyDown={onButtonKeyDown}
        className={cx(
          'flex w-full items-center justify-between gap-1.5 px-4 py-3.5 text-left text-base font-semibold text-ink aria-expanded:bg-primary-50 aria-expanded:text-primary-900',
          // The bar scrolls sideways and would clip an outer ring: draw it inside.
          'md:w-auto md:rounded-none md:px-2.5 md:py-0 md:text-sm md:whitespace-nowrap md:focus-visible:-outline-offset-3 lg:px-3.5 lg:text-[0.9375rem]',
          onDark
            ? 'md:text-white md:hover:bg-primary-900 md:aria-expanded:bg-white md:aria-expanded:text-primary-900'
            : 'md:hover:bg-primary-50',
        )}
      >
        {label}
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cx('size-5 shrink-0 transition-transform duration-200 md:size-4', open && 'rotate-180')}
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className={cx(
          'surface-light bg-slate-50 px-4 pt-2 pb-4 text-ink',
          'md:absolute md:inset-x-0 md:top-full md:max-h-[min(70vh,36rem)] md:overflow-y-auto md:rounded-b-xl md:border md:border-t-0 md:border-line md:bg-white md:p-6 md:shadow-raised',
        )}
      >
        {children}
      </div>
    </li>
  );
}

function LinkGroup({ id, title, links, columns }: { id?: string; title?: string; links: LinkItem[]; columns: string }) {
  if (links.length === 0) return null;
  return (
    <div>
      {title ? (
        <p id={id} className="mb-1.5 px-2 text-sm font-bold tracking-wide text-primary-800 uppercase">
          {title}
        </p>
      ) : null}
      <ul aria-labelledby={title ? id : undefined} className={cx('gap-x-6', columns)}>
        {links.map((link) => (
          <li key={link.href} className="break-inside-avoid">
            <SmartLink
              href={link.href}
              className="block rounded-md px-2 py-2 text-[0.9375rem] text-ink hover:bg-primary-50 hover:text-primary-800 md:py-1.5"
            >
              {link.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

const allLinkClasses =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 font-semibold text-primary-700 hover:bg-primary-50 hover:text-primary-900';

function AllLink({ children }: { children: ReactNode }) {
  return <div className="mt-3 border-t border-line pt-3 md:mt-5 md:pt-4">{children}</div>;
}

function Arrow() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true">
      <path d="M4 10h11m-4-4.5L15.5 10 11 14.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
