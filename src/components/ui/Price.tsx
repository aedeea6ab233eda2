import { useLocale, useTranslations } from 'next-intl';
import { numberFormat } from '@/lib/intl-formatters';
import { cx } from './cx';

type PriceProps = {
  amount: number;
  /** The price before the deal: shown struck through and read as "prix initial". */
  originalAmount?: number;
  currency?: string;
  /** Prefixes "à partir de" / "vanaf". */
  from?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'text-base', md: 'text-xl', lg: 'text-3xl' } as const;

/** Formats money the local way (fr-BE "1 299 €", nl-BE "€ 1.299"); whole amounts drop the cents. */
export function formatPrice(amount: number, locale: string, currency = 'EUR'): string {
  const whole = Number.isInteger(amount);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

export function Price({ amount, originalAmount, currency = 'EUR', from, size = 'md', className }: PriceProps) {
  const t = useTranslations('UI');
  const locale = useLocale();
  const reduced = originalAmount !== undefined && originalAmount > amount;

  return (
    <span className={cx('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      {from ? <span className="text-sm text-muted">{t('price.from')}</span> : null}
      <span className={cx('font-bold tracking-tight', reduced ? 'text-accent-700' : 'text-ink', sizes[size])}>
        {reduced ? <span className="sr-only">{t('price.now')} </span> : null}
        {formatPrice(amount, locale, currency)}
      </span>
      {reduced ? (
        <s className="text-sm text-muted">
          <span className="sr-only">{t('price.was')} </span>
          {formatPrice(originalAmount, locale, currency)}
        </s>
      ) : null}
    </span>
  );
}
