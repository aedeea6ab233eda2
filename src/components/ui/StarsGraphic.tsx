import type { CSSProperties } from 'react';
import { cx } from './cx';

export type StarsGraphicProps = {
  /** From 0 to `max`, already clamped; fractions show as partly filled stars. */
  value: number;
  max: number;
  /** The spoken label ("Note : 4,5 sur 5") and the printed score ("4,5"). */
  label: string;
  formatted: string;
  count?: number;
  showValue?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** A rating within 0 and `max`, as drawn and read out. */
export const clampRating = (rating: number, max: number) => Math.min(Math.max(rating, 0), max);

/** Height of one star (globals.css `.stars` draws them). */
const sizes = { sm: '0.875rem', md: '1.125rem', lg: '1.5rem' } as const;

/**
 * The drawing of a rating, its words given: one image with a spoken label, the stars are drawing
 * only. Stars (server) and the store's rating (client) word it each with their own translations.
 */
export function StarsGraphic({ value, max, label, formatted, count, showValue, size = 'md', className }: StarsGraphicProps) {
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
