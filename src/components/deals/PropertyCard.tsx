import { useLocale, useTranslations } from 'next-intl';
import type { PropertySummary } from '@/lib/contracts';
import { PropertyCardView, propertyCardWords } from './PropertyCardView';

/** A property deal of the datafeed, worded on the server (the comparator words its own: PropertyCardView). */
export function PropertyCard({ property }: { property: PropertySummary }) {
  const deals = useTranslations('Deals');
  const ui = useTranslations('UI');
  const locale = useLocale();
  return <PropertyCardView property={property} locale={locale} words={propertyCardWords(property, locale, deals, ui)} />;
}

/** Property deals in a responsive grid: one column on phones, up to four on wide screens. */
export function PropertyGrid({ properties }: { properties: PropertySummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}
