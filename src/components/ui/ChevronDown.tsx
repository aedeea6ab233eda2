import { cx } from './cx';

/** The down-pointing chevron of disclosures, menus and selects; `open` turns it up. */
export function ChevronDown({ className, open = false, strokeWidth = 2 }: { className?: string; open?: boolean; strokeWidth?: number }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cx('shrink-0', className, open && 'rotate-180')}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}
