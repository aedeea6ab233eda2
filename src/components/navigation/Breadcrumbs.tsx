import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { SmartLink } from './SmartLink';
import type { LinkItem } from './types';

type BreadcrumbsProps = {
  /** From home to the current page. */
  items: LinkItem[];
  /** Blog posts hide their own crumb (SPEC §2.6); the trail then ends on the blog category. */
  hideLast?: boolean;
  className?: string;
};

/**
 * The visible trail (SPEC §2.6): only when there is more than one crumb and every crumb has a
 * name. The BreadcrumbList JSON-LD is the page layer's.
 */
export function Breadcrumbs({ items, hideLast = false, className }: BreadcrumbsProps) {
  const t = useTranslations('Layout');
  if (items.length <= 1 || items.some((item) => !item.name?.trim())) return null;
  const shown = hideLast ? items.slice(0, -1) : items;

  return (
    <nav aria-label={t('breadcrumbs')} className={cx('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        {shown.map((item, index) => {
          const current = !hideLast && index === shown.length - 1;
          return (
            <li key={`${item.href}-${index}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5 shrink-0 text-slate-400">
                  <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
                </svg>
              ) : null}
              {current ? (
                <span aria-current="page" className="truncate font-semibold text-ink">
                  {item.name}
                </span>
              ) : (
                <SmartLink
                  href={item.href}
                  className="truncate rounded-sm text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline"
                >
                  {item.name}
                </SmartLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
