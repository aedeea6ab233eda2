import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkChips, PlaceGrid } from '@/components/deals/PlaceCard';
import { SectionHeading } from '@/components/ui';
import { getContinents } from '@/app/_data/destinations';
import { placeCard } from '@/components/deals/cards';
import { routeLocale } from '@/app/_lib/locale';
import { SectionPage, sectionMetadata } from '@/app/_lib/section-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/destinations'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Sections' }),
    getTranslations({ locale, namespace: 'Destinations' }),
  ]);
  return sectionMetadata(locale, '/destinations', t('destinations'), { description: texts('intro') });
}

/** The destinations list (SPEC §2.7): the countries as picture cards, grouped by continent. */
export default async function DestinationsPage({ params }: PageProps<'/[locale]/destinations'>) {
  const locale = await routeLocale(params);
  const [continents, sections, t] = await Promise.all([
    getContinents(locale),
    getTranslations({ locale, namespace: 'Sections' }),
    getTranslations({ locale, namespace: 'Destinations' }),
  ]);
  return (
    <SectionPage locale={locale} route="/destinations" title={sections('destinations')} intro={t('intro')}>
      <div className="mt-6">
        <LinkChips
          label={t('continentsNav')}
          links={continents.map((continent) => ({ id: continent.id, name: continent.name, href: `#continent-${continent.code}` }))}
        />
      </div>
      {continents.map((continent) => (
        <section
          key={continent.id}
          id={`continent-${continent.code}`}
          aria-labelledby={`continent-${continent.code}-heading`}
          className="mt-12 scroll-mt-4 md:mt-16"
        >
          <SectionHeading
            id={`continent-${continent.code}-heading`}
            title={continent.name}
            description={t('countries', { count: continent.locations.length })}
          />
          <PlaceGrid places={continent.locations.map(placeCard)} />
        </section>
      ))}
    </SectionPage>
  );
}
