import { useLocale, useTranslations } from 'next-intl';
import { PriceView, type PriceViewProps } from './PriceView';

export { formatPrice } from './PriceView';

type PriceProps = Omit<PriceViewProps, 'locale' | 'words'> & {
  /** Prefixes "à partir de" / "vanaf". */
  from?: boolean;
};

export function Price({ from, ...props }: PriceProps) {
  const t = useTranslations('UI');
  const locale = useLocale();
  return <PriceView {...props} locale={locale} words={{ from: from ? t('price.from') : undefined, now: t('price.now'), was: t('price.was') }} />;
}
