'use client';

import { useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from '@/i18n/client';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';
import { StoreRatingView, type RatingStatus } from './StoreRatingView';

type RatingResult = { rating: number; rating_count: number; your_rating: number };

export type StoreRatingProps = { locale: Locale; storeId: number; storeName: string; rating: number; ratingCount: number };

/**
 * A store's average rating and the visitor's vote (SPEC §2.7): five native radio buttons (arrow keys
 * move between them), sent with the button. The API knows the visitor by its cookie, so a second
 * vote replaces the first; the average it answers shows at once.
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

  return (
    <StoreRatingView
      t={t}
      tUi={tUi}
      formatRating={(value) => format.number(value, { maximumFractionDigits: 1 })}
      storeName={storeName}
      figures={figures}
      choice={choice}
      hovered={hovered}
      status={status}
      yourRating={yourRating}
      onSubmit={submit}
      onChoose={setChoice}
      onHover={setHovered}
    />
  );
}
