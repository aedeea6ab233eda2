import { useLocale, useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { cx } from './cx';

type StarsProps = {
  /** From 0 to `max`; fractions show as partly filled stars. */
  rating: number;
  max?: number;
  /** Number of ratings, read out with the score. */
  count?: number;
  /** Prints the score beside the stars ("4,5"). */
  showValue?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** Height of one star (globals.css `.stars` draws them). */
const sizes = { sm: '0.875rem', md: '1.125rem', lg: '1.5rem' } as const;

/** A read-only rating: one image with a spoken label ("Note : 4,5 sur 5"), the stars are drawing only. */
export function Stars({ rating, max = 5, count, showValue, size = 'md', className }: StarsProps) {
  const t = useTranslations('UI');
  const locale = useLocale();
  const value = Math.min(Math.max(rating, 0), max);
  const formatted = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const label =
    count === undefined
      ? t('stars.label', { rating: formatted, max })
      : t('stars.labelWithCount', { rating: formatted, max, count });

  return (
    <span className={cx('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={label}
        className="stars"
        style={{ '--star': sizes[size], '--stars-max': max, '--stars-fill': `${(value / max) * 100}%` } as CSSProperties}
      />
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-semibold text-ink">
          {formatted}
          {count === undefined ? null : <span className="font-normal text-muted"> ({count})</span>}
        </span>
      ) : null}
    </span>
  );
}
