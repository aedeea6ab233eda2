import { Img } from '@/components/ui/Img';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui';
import { Slider } from '@/components/ui/Slider';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import type { Promotion } from '@/lib/contracts';

/** SPEC §2.7: one whole card on small screens, 3 from 992px, 4 from 1200px, 5 from 1400px. */
const PER_VIEW = '[--per-view:1] lg:[--per-view:3] xl:[--per-view:4] 2xl:[--per-view:5]';

/** Gradients that stand in for a missing slider image, picked by promotion so neighbours differ. */
const FALLBACK_SCENES = [
  'from-primary-600 via-primary-400 to-amber-200',
  'from-sky-700 via-sky-400 to-primary-200',
  'from-accent-600 via-accent-400 to-amber-100',
  'from-primary-900 via-primary-600 to-sky-300',
];

function SlideImage({ promotion }: { promotion: Promotion }) {
  if (promotion.slider_image) {
    return (
      <Img
        src={promotion.slider_image.url}
        alt=""
        fill
        sizes="(min-width: 1400px) 20vw, (min-width: 1200px) 25vw, (min-width: 992px) 33vw, 100vw"
        className="object-cover"
      />
    );
  }
  return (
    <div
      data-fallback="slider-image"
      className={`absolute inset-0 bg-gradient-to-br ${FALLBACK_SCENES[promotion.id % FALLBACK_SCENES.length]}`}
    >
      {/* A horizon and a sun: the same holiday mood as the real images, drawn by the browser. */}
      <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMax slice" className="absolute inset-0 size-full" aria-hidden="true">
        <circle cx="118" cy="34" r="14" fill="white" fillOpacity="0.55" />
        <path d="M0 70 Q40 58 80 68 T160 64 V90 H0Z" fill="white" fillOpacity="0.35" />
        <path d="M0 78 Q50 70 100 78 T160 76 V90 H0Z" fill="white" fillOpacity="0.5" />
      </svg>
    </div>
  );
}

function StoreLogo({ store }: { store: Promotion['stores'][number] }) {
  const box = 'absolute -bottom-7 left-4 flex size-14 items-center justify-center overflow-hidden rounded-xl border-2 border-white shadow-card';
  if (store.icon) {
    return (
      <span className={`${box} bg-white`}>
        <Img src={store.icon.url} alt="" width={56} height={56} sizes="56px" className="size-full object-contain" />
      </span>
    );
  }
  return (
    <span data-fallback="store-logo" className={`${box} bg-primary-700 text-xl font-bold text-white`} aria-hidden="true">
      {store.name.charAt(0).toUpperCase()}
    </span>
  );
}

/** The promotions slider (SPEC §2.7): looping cards of store, promotion and a way to the store. */
export function PromotionsSlider({ promotions, title }: { promotions: Promotion[]; title: string }) {
  const t = useTranslations('Promotions');
  const locale = useLocale() as Locale;
  const slides = promotions.filter((promotion) => promotion.stores[0]);
  if (slides.length === 0) return null;
  return (
    <Slider
      label={title}
      loop
      previousLabel={t('sliderPrevious')}
      nextLabel={t('sliderNext')}
      perView={PER_VIEW}
    >
      {slides.map((promotion) => {
        const store = promotion.stores[0]!;
        return (
          <article
            key={promotion.id}
            data-testid="slider-card"
            className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card"
          >
            <div className="relative aspect-video bg-primary-100">
              <SlideImage promotion={promotion} />
              <StoreLogo store={store} />
            </div>
            <div className="flex flex-1 flex-col gap-2 px-4 pt-9 pb-4">
              <p className="text-sm font-semibold text-primary-700">{store.name}</p>
              <h3 className="line-clamp-3 text-base leading-snug font-bold text-ink">{promotion.title}</h3>
              <div className="mt-auto pt-2">
                <Button href={entityPath(locale, 'store', [store.slug])} variant="secondary" size="sm">
                  {t('sliderCta', { store: store.name })}
                </Button>
              </div>
            </div>
          </article>
        );
      })}
    </Slider>
  );
}
