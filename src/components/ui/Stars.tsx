import { useLocale, useTranslations } from 'next-intl';
import { numberFormat } from '@/lib/intl-formatters';
import { clampRating, StarsGraphic, type StarsGraphicProps } from './StarsGraphic';

type StarsProps = Pick<StarsGraphicProps, 'count' | 'showValue' | 'size' | 'className'> & {
  /** From 0 to `max`; fractions show as partly filled stars. */
  rating: number;
  max?: number;
};

/** A read-only rating: one image with a spoken label ("Note : 4,5 sur 5"), the stars are drawing only. */
export function Stars({ rating, max = 5, count, ...rest }: StarsProps) {
  const t = useTranslations('UI');
  const locale = useLocale();
  const value = clampRating(rating, max);
  const formatted = numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const label =
    count === undefined
      ? t('stars.label', { rating: formatted, max })
      : t('stars.labelWithCount', { rating: formatted, max, count });
  return <StarsGraphic value={value} max={max} label={label} formatted={formatted} count={count} {...rest} />;
}
