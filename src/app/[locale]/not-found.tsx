import { getLocale, getTranslations } from 'next-intl/server';
import { Button, Container } from '@/components/ui';
import { isLocale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import { SiteFrame } from '@/app/_lib/site-frame';

/** Every 404 of the site, and /not-found itself (SPEC §2.7 not-found page, §8). */
export default async function NotFound() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'fr-be';
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <SiteFrame locale={locale} variant="bare">
      <section className="bg-gradient-to-br from-primary-700 to-primary-900 py-16 text-center text-white">
        <Container size="reading">
          <p className="text-sm font-semibold tracking-widest uppercase opacity-80">{t('notFoundLabel')}</p>
          <h1 className="mt-3 text-display font-bold">404 page</h1>
          <p className="mt-4 text-lg">This page could not be found.</p>
          <p className="mt-1 opacity-90">{t('notFoundTitle')}</p>
          <div className="mt-8">
            <Button variant="accent" size="lg" href={pathPrefix(locale) || '/'}>
              {t('backHome')}
            </Button>
          </div>
        </Container>
      </section>
    </SiteFrame>
  );
}
