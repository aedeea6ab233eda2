import type { FormEventHandler } from 'react';
import type { Translate } from '@/i18n/translate';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { clampRating, StarsGraphic } from '@/components/ui/StarsGraphic';
import { RATING_MAX, RATING_MIN } from '@/lib/constants';

export type RatingStatus = 'idle' | 'pending' | 'done' | 'error' | 'limited';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';
const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

type StoreRatingViewProps = {
  /** Messages `Store` and `UI`. */
  t: Translate;
  tUi: Translate;
  /** Formats the average (one decimal at most) in the visitor's locale. */
  formatRating: (rating: number) => string;
  storeName: string;
  figures: { rating: number; count: number };
  /** The star the visitor chose, and the one the pointer is over. */
  choice?: number | null;
  hovered?: number | null;
  status?: RatingStatus;
  yourRating?: number | null;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onChoose?: (value: number) => void;
  onHover?: (value: number | null) => void;
};

/** The store rating's markup; its state and the vote live in StoreRating. */
export function StoreRatingView({
  t,
  tUi,
  formatRating,
  storeName,
  figures,
  choice = null,
  hovered = null,
  status = 'idle',
  yourRating = null,
  onSubmit,
  onChoose,
  onHover,
}: StoreRatingViewProps) {
  const shownRating = clampRating(figures.rating, RATING_MAX);
  const ratingText = formatRating(shownRating);
  const lit = hovered ?? choice ?? 0;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="store-rating" data-rating={figures.rating} data-rating-count={figures.count}>
        <StarsGraphic
          value={shownRating}
          max={RATING_MAX}
          label={tUi('stars.labelWithCount', { rating: ratingText, max: RATING_MAX, count: figures.count })}
          formatted={ratingText}
          count={figures.count}
          size="lg"
        />
        <span className="text-sm text-muted">
          {figures.count > 0 ? t('ratingSummary', { rating: ratingText, count: figures.count }) : t('noRatingYet')}
        </span>
      </div>
      <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-3">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t('rateLegend', { store: storeName })}</legend>
          <span aria-hidden="true" className="text-sm font-semibold text-ink">
            {t('rateLabel')}
          </span>
          <span className="flex" onMouseLeave={onHover && (() => onHover(null))}>
            {VALUES.map((value) => (
              <label
                key={value}
                onMouseEnter={onHover && (() => onHover(value))}
                className="cursor-pointer rounded-md p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
              >
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  // The server's markup leaves the radios to the browser until the code comes.
                  {...(onChoose ? { checked: choice === value, onChange: () => onChoose(value) } : {})}
                  className="sr-only"
                />
                <svg viewBox="0 0 24 24" className={cx('size-7 transition-colors', value <= lit ? 'text-star' : 'text-slate-300')} aria-hidden="true">
                  <path d={STAR_PATH} fill="currentColor" />
                </svg>
                <span className="sr-only">{t('starOption', { count: value })}</span>
              </label>
            ))}
          </span>
        </fieldset>
        <Button type="submit" size="sm" variant="secondary" loading={status === 'pending'} disabled={choice === null}>
          {t('rateSubmit')}
        </Button>
        <p role="status" className="text-sm">
          {status === 'done' && yourRating !== null ? (
            <span className="text-success-800">{t('rateThanks', { rating: yourRating })}</span>
          ) : status === 'error' ? (
            <span className="text-danger-700">{t('rateError')}</span>
          ) : status === 'limited' ? (
            <span className="text-danger-700">{t('tooMany')}</span>
          ) : null}
        </p>
      </form>
    </div>
  );
}
