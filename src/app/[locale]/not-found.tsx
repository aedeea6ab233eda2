import { getLocale, getTranslations } from 'next-intl/server';
import { Button, Container } from '@/components/ui';
import { homePath } from '@/lib/entity-paths';
import { isLocale } from '@/lib/locales';

/**
 * The boundary of a notFound() that a page may still raise. Pages send unknown paths to
 * /not-found instead (its full page, src/app/[locale]/(bare)/not-found), so this stays light:
 * Next renders it along with every page of the segment, and it must cost no read.
 */
export default async function NotFound() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'fr-be';
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <main id="main-content">
      <Container size="reading" className="py-16 text-center">
        <h1 className="text-display font-bold">{t('title')}</h1>
        <p className="mt-4 text-lg">{t('message')}</p>
        <div className="mt-8">
          <Button variant="accent" size="lg" href={homePath(locale)}>
            {t('backHome')}
          </Button>
        </div>
      </Container>
    </main>
  );
}
