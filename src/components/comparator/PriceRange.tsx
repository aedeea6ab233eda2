'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { cx } from '@/components/ui/cx';
import { useFormatter, useTranslations } from '@/i18n/client';
import type { ComparatorViewData } from '@/lib/contracts';
import { FIELD } from './field';

/** The price bounds of the address, in euros as typed ('' for none). */
export type PriceBounds = { price__gte: string; price__lte: string };

/** A bound as a number within the slider, or the end it stands for when empty or not a price. */
function position(value: string, empty: number, top: number): number {
  const number = Number(value);
  return value === '' || !Number.isFinite(number) || number < 0 ? empty : Math.min(number, top);
}

/**
 * The price range (issue: "a price you can drag"): the distribution of the view's prices as bars,
 * a slider with two handles over it, and two number fields. The fields are the form's, named as
 * the address keys, so the filter works as a plain GET form; the slider, which needs script, is
 * hidden without it. A handle applies its price when let go (or at each arrow key), a field when
 * it loses focus or the form is sent; the bars show the prices the other filters leave, the
 * chosen range in colour.
 */
export function PriceRange({
  prices,
  chosen,
  onCommit,
}: {
  prices: ComparatorViewData['prices'];
  chosen: PriceBounds;
  onCommit: (bounds: PriceBounds) => void;
}) {
  const t = useTranslations('Comparator');
  const format = useFormatter();
  const { step, counts } = prices;
  const top = step * counts.length;
  // What the visitor is moving or typing, until it applies; a new view's bounds replace it.
  const [draft, setDraft] = useState<PriceBounds | null>(null);
  const chosenKey = `${chosen.price__gte}:${chosen.price__lte}`;
  const [shown, setShown] = useState(chosenKey);
  if (shown !== chosenKey) {
    setShown(chosenKey);
    setDraft(null);
  }
  const bounds = draft ?? chosen;
  const low = position(bounds.price__gte, 0, top);
  const high = position(bounds.price__lte, top, top);
  const lowHandle = useRef<HTMLInputElement>(null);
  const highHandle = useRef<HTMLInputElement>(null);
  // A range field's `change` comes when the handle is let go (React's onChange follows every move).
  const apply = useEffectEvent(() => {
    const [from, to] = [lowHandle.current, highHandle.current].map((handle) => Number(handle?.value ?? 0)) as [number, number];
    const [lo, hi] = [Math.min(from, to), Math.max(from, to)];
    onCommit({ price__gte: lo > 0 ? String(lo) : '', price__lte: hi < top ? String(hi) : '' });
  });
  useEffect(() => {
    const handles = [lowHandle.current, highHandle.current];
    for (const handle of handles) handle?.addEventListener('change', apply);
    return () => {
      for (const handle of handles) handle?.removeEventListener('change', apply);
    };
  }, []);

  const euros = (value: number) => format.number(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const most = Math.max(1, ...counts);
  const percent = (value: number) => `${(value / top) * 100}%`;

  function applyFields() {
    if (draft && (draft.price__gte !== chosen.price__gte || draft.price__lte !== chosen.price__lte)) onCommit(draft);
  }

  return (
    <div className="flex flex-col gap-3 px-2 py-1.5">
      <div className="noscript:hidden">
        <div aria-hidden="true" className="flex h-14 items-end gap-px">
          {counts.map((count, band) => (
            <span
              // Bands are positions on the scale: their index is their identity.
              key={band}
              className={cx('flex-1 rounded-t-sm', band * step >= low && band * step < high ? 'bg-primary-400' : 'bg-slate-200')}
              style={{ height: count > 0 ? `${Math.max(6, (count / most) * 100)}%` : 0 }}
            />
          ))}
        </div>
        <div className="relative h-8">
          <span aria-hidden="true" className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-slate-200" />
          <span
            aria-hidden="true"
            className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-primary-600"
            style={{ left: percent(low), right: `calc(100% - ${percent(high)})` }}
          />
          <input
            ref={lowHandle}
            type="range"
            aria-label={t('priceMin')}
            aria-valuetext={euros(low)}
            min={0}
            max={top}
            step={step}
            value={low}
            onChange={(event) => {
              const value = Math.min(Number(event.currentTarget.value), high);
              setDraft({ price__lte: bounds.price__lte, price__gte: value > 0 ? String(value) : '' });
            }}
            // The handle on top is the one that can still move when both meet.
            className={cx('range-handle', low > top / 2 && 'z-10')}
          />
          <input
            ref={highHandle}
            type="range"
            aria-label={t('priceMax')}
            aria-valuetext={high >= top ? t('priceNoMax') : euros(high)}
            min={0}
            max={top}
            step={step}
            value={high}
            onChange={(event) => {
              const value = Math.max(Number(event.currentTarget.value), low);
              setDraft({ price__gte: bounds.price__gte, price__lte: value < top ? String(value) : '' });
            }}
            className="range-handle"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="comparator-price-min" className="text-sm font-semibold text-ink">
            {t('priceFieldMin')}
          </label>
          <input
            id="comparator-price-min"
            type="number"
            name="price__gte"
            inputMode="numeric"
            min={0}
            placeholder="0"
            value={bounds.price__gte}
            onChange={(event) => setDraft({ ...bounds, price__gte: event.currentTarget.value })}
            onBlur={applyFields}
            className={FIELD}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="comparator-price-max" className="text-sm font-semibold text-ink">
            {t('priceFieldMax')}
          </label>
          <input
            id="comparator-price-max"
            type="number"
            name="price__lte"
            inputMode="numeric"
            min={0}
            placeholder={t('priceNoMax')}
            value={bounds.price__lte}
            onChange={(event) => setDraft({ ...bounds, price__lte: event.currentTarget.value })}
            onBlur={applyFields}
            className={FIELD}
          />
        </div>
      </div>
    </div>
  );
}
