import { useLocale, useTranslations } from 'next-intl';
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

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';
const sizes = { sm: 'size-3.5', md: 'size-4.5', lg: 'size-6' } as const;

function Row({ max, className }: { max: number; className: string }) {
  return (
    <span className="flex w-max gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" className={cx('shrink-0', className)} aria-hidden="true">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

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
      <span role="img" aria-label={label} className="relative inline-flex">
        <Row max={max} className={cx(sizes[size], 'text-slate-300')} />
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${(value / max) * 100}%` }}>
          <Row max={max} className={cx(sizes[size], 'text-star')} />
        </span>
      </span>
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-semibold text-ink">
          {formatted}
          {count === undefined ? null : <span className="font-normal text-muted"> ({count})</span>}
        </span>
      ) : null}
    </span>
  );
}
