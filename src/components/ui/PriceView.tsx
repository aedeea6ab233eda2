import { numberFormat } from '@/lib/intl-formatters';
import { cx } from './cx';

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

export type PriceWords = {
  /** "à partir de" / "vanaf", when the price is a starting price. */
  from?: string;
  /** Read before a reduced price and its original ("Prix réduit :", "Prix initial :"). */
  now: string;
  was: string;
};

export type PriceViewProps = {
  amount: number;
  /** The price before the deal: shown struck through and read as "prix initial". */
  originalAmount?: number;
  currency?: string;
  locale: string;
  words: PriceWords;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'text-base', md: 'text-xl', lg: 'text-3xl' } as const;

/**
 * A price, its words given: Price (server) and the comparator's deal cards (drawn in the browser
 * too) word it each with their own translations.
 */
export function PriceView({ amount, originalAmount, currency = 'EUR', locale, words, size = 'md', className }: PriceViewProps) {
  const reduced = originalAmount !== undefined && originalAmount > amount;
  return (
    <span className={cx('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      {words.from ? <span className="text-sm text-muted">{words.from}</span> : null}
      <span className={cx('font-bold tracking-tight', reduced ? 'text-accent-700' : 'text-ink', sizes[size])}>
        {reduced ? <span className="sr-only">{words.now} </span> : null}
        {formatPrice(amount, locale, currency)}
      </span>
      {reduced ? (
        <s className="text-sm text-muted">
          <span className="sr-only">{words.was} </span>
          {formatPrice(originalAmount, locale, currency)}
        </s>
      ) : null}
    </span>
  );
}
