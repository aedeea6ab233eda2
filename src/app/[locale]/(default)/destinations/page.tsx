import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { tags } from '@/server/cache/invalidate';
import { locationsByContinent } from '@/server/services/destinations';
import { cachedRead } from '@/app/_lib/cache';
import { routeLocale } from '@/app/_lib/locale';
import { LinkGrid, SectionPage, sectionMetadata } from '@/app/_lib/section-page';

const getContinents = cachedRead('continents', locationsByContinent, () => [tags.destinations]);

export async function generateMetadata({ params }: PageProps<'/[locale]/destinations'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Sections' });
  return sectionMetadata(locale, '/destinations', t('destinations'));
}

/** The destinations list, grouped by continent (SPEC §2.7). */
export default async function DestinationsPage({ params }: PageProps<'/[locale]/destinations'>) {
  const locale = await routeLocale(params);
  const [continents, t] = await Promise.all([getContinents(locale), getTranslations({ locale, namespace: 'Sections' })]);
  return (
    <SectionPage locale={locale} route="/destinations" title={t('destinations')}>
      {continents
        .filter((continent) => continent.locations.length > 0)
        .map((continent) => (
          <section key={continent.id} aria-labelledby={`continent-${continent.id}`} className="mt-10">
            <h2 id={`continent-${continent.id}`} className="text-h2 font-bold">
              {continent.name}
            </h2>
            <LinkGrid items={continent.locations.map((l) => ({ id: l.id, name: l.name, href: l.path }))} />
          </section>
        ))}
    </SectionPage>
  );
}
