import type { KeyboardEvent, ReactNode } from 'react';
import { SmartLink } from '@/components/navigation/SmartLink';
import type { LinkItem } from '@/components/navigation/types';
import { ChevronDown } from '@/components/ui/ChevronDown';
import { cx } from '@/components/ui/cx';

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
export function NavMenu({ label, open, onToggle, onButtonKeyDown, buttonId, menuId, onDark, children }: NavMenuProps) {
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
          // From 1,024 to 1,279 px a long name takes two lines rather than push the last menu out of the bar.
          'md:w-auto md:rounded-none md:px-2.5 md:py-0 md:text-sm md:whitespace-nowrap md:focus-visible:-outline-offset-3 lg:gap-1 lg:px-1.5 lg:text-[0.8125rem] md:justify-start lg:leading-tight lg:whitespace-normal xl:px-2.5 xl:text-sm xl:whitespace-nowrap',
          onDark
            ? 'md:text-white md:hover:bg-primary-900 md:aria-expanded:bg-white md:aria-expanded:text-primary-900'
            : 'md:hover:bg-primary-50',
        )}
      >
        {label}
        <ChevronDown open={open} strokeWidth={2.25} className="size-5 transition-transform duration-200 md:size-4" />
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

export function LinkGroup({ id, title, links, columns }: { id?: string; title?: string; links: LinkItem[]; columns: string }) {
  if (links.length === 0) return null;
  return (
    <div>
      {title ? (
        <p id={id} className="mb-1.5 px-2 text-sm font-bold tracking-wide text-primary-800 uppercase">
          {title}
        </p>
      ) : null}
      {/* Class names of their own (globals.css): the menus repeat them for each of their hundred links. */}
      <ul aria-labelledby={title ? id : undefined} className={cx('menu-links gap-x-6', columns)}>
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className="menu-link">
              {link.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const allLinkClasses =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 font-semibold text-primary-700 hover:bg-primary-50 hover:text-primary-900';

export function AllLink({ children }: { children: ReactNode }) {
  return <div className="mt-3 border-t border-line pt-3 md:mt-5 md:pt-4">{children}</div>;
}

export function Arrow() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true">
      <path d="M4 10h11m-4-4.5L15.5 10 11 14.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
