'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from '@/i18n/client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { clampRating, StarsGraphic } from '@/components/ui/StarsGraphic';
import { RATING_MAX, RATING_MIN } from '@/lib/constants';
import type { Locale } from '@/lib/locales';

type RatingStatus = 'idle' | 'pending' | 'done' | 'error' | 'limited';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';
const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

type RatingResult = { rating: number; rating_count: number; your_rating: number };
type VisitorRating = Omit<RatingResult, 'your_rating'> & { your_rating: number | null };

export type StoreRatingProps = { locale: Locale; storeId: number; storeName: string; rating: number; ratingCount: number };

/**
 * A store's average rating and the visitor's vote (SPEC §2.7): five native radio buttons (arrow keys
 * move between them), sent with the button. The API knows the visitor by its cookie, so a second
 * vote replaces the first; the average it answers shows at once. The page is cached for everyone,
 * so the visitor's own vote is asked for once the form runs: it shows checked, ready to change.
 */
export function StoreRating({ locale, storeId, storeName, rating, ratingCount }: StoreRatingProps) {
  const t = useTranslations('Store');
  const tUi = useTranslations('UI');
  const format = useFormatter();
  const [figures, setFigures] = useState({ rating, count: ratingCount });
  const [choice, setChoice] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [yourRating, setYourRating] = useState<number | null>(null);
  const [status, setStatus] = useState<RatingStatus>('idle');

  useEffect(() => {
    let current = true;
    apiFetch<VisitorRating>(`stores/${storeId}/rating/`, { locale })
      .then((known) => {
        if (!current) return;
        setFigures({ rating: known.rating, count: known.rating_count });
        if (known.your_rating === null) return;
        setYourRating(known.your_rating);
        // A star the visitor picked meanwhile is theirs to send.
        setChoice((picked) => picked ?? known.your_rating);
      })
      // The page's figures stay: the form works without the visitor's past vote.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale, storeId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice === null || status === 'pending') return;
    setStatus('pending');
    try {
      const result = await apiFetch<RatingResult>(`stores/${storeId}/update_rating/`, {
        locale,
        method: 'POST',
        body: { rating: choice },
      });
      setFigures({ rating: result.rating, count: result.rating_count });
      setYourRating(result.your_rating);
      setStatus('done');
    } catch (error) {
      setStatus(error instanceof ApiError && error.isRateLimited ? 'limited' : 'error');
    }
  }

  const shownRating = clampRating(figures.rating, RATING_MAX);
  const ratingText = format.number(shownRating, { maximumFractionDigits: 1 });
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
      <form onSubmit={submit} className="flex flex-wrap items-center gap-3">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t('rateLegend', { store: storeName })}</legend>
          <span aria-hidden="true" className="text-sm font-semibold text-ink">
            {t('rateLabel')}
          </span>
          <span className="flex" onMouseLeave={() => setHovered(null)}>
            {VALUES.map((value) => (
              <label
                key={value}
                onMouseEnter={() => setHovered(value)}
                className="cursor-pointer rounded-md p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
              >
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
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
          {yourRating === null ? t('rateSubmit') : t('rateChange')}
        </Button>
        <p role="status" className="text-sm">
          {status === 'done' && yourRating !== null ? (
            <span className="text-success-800">{t('rateThanks', { rating: yourRating })}</span>
          ) : status === 'error' ? (
            <span className="text-danger-700">{t('rateError')}</span>
          ) : status === 'limited' ? (
            <span className="text-danger-700">{t('tooMany')}</span>
          ) : yourRating !== null ? (
            <span className="text-muted" data-testid="your-rating">{t('rateYours', { rating: yourRating })}</span>
          ) : null}
        </p>
      </form>
    </div>
  );
}
