import 'server-only';
import { getTranslations } from 'next-intl/server';
import { Button, Container } from '@/components/ui';
import { hasEnded } from '@/components/promotions/expiry';
import { PromotionsSlider } from '@/components/promotions/PromotionsSlider';
import { homePath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { getSliderPromotions } from '@/app/_data/promotions';

/** The not-found page's content (SPEC §2.7, §8): banner, title, way home, promotions slider. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const [t, slider] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    // A failed read leaves the slider out; the visitor still gets the page and the way home (SPEC §8).
    getSliderPromotions(locale).catch(() => null),
  ]);
  const now = new Date();
  const promotions = (slider?.results ?? []).filter((promotion) => !hasEnded(promotion, now));
  return (
    <>
      <section
        aria-labelledby="not-found-title"
        className="relative overflow-hidden bg-gradient-to-br from-primary-700 via-primary-800 to-primary-950 py-16 text-center text-white md:py-20"
      >
        <svg viewBox="0 0 1200 200" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-16 w-full text-page md:h-24" aria-hidden="true">
          <path d="M0 140 Q300 90 600 130 T1200 110 V200 H0Z" fill="currentColor" />
        </svg>
        <Container size="reading" className="relative">
          <p className="text-sm font-semibold tracking-widest uppercase opacity-85">{t('label')}</p>
          <h1 id="not-found-title" className="mt-3 text-display font-bold">
            {t('title')}
          </h1>
          <p className="mt-4 text-lg">{t('message')}</p>
          <p className="mt-1 opacity-90">{t('hint')}</p>
          <div className="mt-8 pb-6">
            <Button variant="accent" size="lg" href={homePath(locale)}>
              {t('backHome')}
            </Button>
          </div>
        </Container>
      </section>
      {promotions.length > 0 ? (
        <Container className="py-10 md:py-14">
          <h2 id="not-found-slider" className="mb-6 text-h2 text-primary-950">
            {t('sliderTitle')}
          </h2>
          <PromotionsSlider promotions={promotions} title={t('sliderTitle')} />
        </Container>
      ) : null}
    </>
  );
}
