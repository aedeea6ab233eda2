'use client';

import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale } from '@/i18n/client';
import { useSearchParams } from 'next/navigation';
import type { Locale } from '@/lib/locales';
import { hasEnded } from './expiry';
import { BoardContext, PROMOTION_PARAM } from './promotion-board-context';
import type { Promotion } from '@/lib/contracts';
import { promotionType } from './types';

/** The API client, fetched at the first call: a store page shows its promotions without it. */
const api = () => import('@/lib/api-client');

// The dialog's code (the dialog, its copy button, the share menu) is fetched when a promotion is
// first opened: most visits never open one, and every page with promotions carried it.
const PromotionModal = lazy(() => import('./PromotionModal').then((module) => ({ default: module.PromotionModal })));

function withPromotionParam(id: number | null): string {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(PROMOTION_PARAM);
  else url.searchParams.set(PROMOTION_PARAM, String(id));
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Reports the promotion the address asks for (`?promotion=<id>`). The page is one cached page for
 * every visitor, so the query is read in the browser only: this leaf renders nothing and sits in
 * its own Suspense boundary, which keeps the rest of the page in the server's HTML.
 */
function PromotionParam({ onChange }: { onChange: (id: number | null) => void }) {
  const value = useSearchParams().get(PROMOTION_PARAM);
  useEffect(() => {
    const id = Number(value);
    onChange(value !== null && Number.isInteger(id) && id > 0 ? id : null);
  }, [value, onChange]);
  return null;
}

/**
 * The state the promotion lists of a page share (SPEC §4): which promotion's dialog is open (kept
 * in the URL) and the uses recorded during this visit, so the same coupon shows its new
 * time_of_using in every list it appears in. A shared link may name a promotion of the store that
 * sits on another page of its list: it is asked of the API. A failed use or lookup changes
 * nothing (SPEC §8).
 */
export function PromotionBoard({
  promotions,
  storeId,
  children,
}: {
  promotions: Promotion[];
  /** The store whose page this is: a shared link opens only its own running promotions. */
  storeId: number;
  children: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const [openId, setOpenId] = useState<number | null>(null);
  const [fetched, setFetched] = useState<Promotion | null>(null);
  const [uses, setUses] = useState<Record<number, string>>({});

  const byId = useMemo(() => new Map(promotions.map((promotion) => [promotion.id, promotion])), [promotions]);

  useEffect(() => {
    if (openId === null || byId.has(openId) || fetched?.id === openId) return;
    let current = true;
    api()
      .then(({ apiFetch }) => apiFetch<Promotion>(`promotions/${openId}/`, { locale }))
      .then((promotion) => {
        const own = promotion.stores[0]?.id === storeId && !hasEnded(promotion, new Date());
        if (current && own) setFetched(promotion);
      })
      .catch((error: unknown) => console.warn('The shared promotion could not be read', error));
    return () => {
      current = false;
    };
  }, [openId, byId, fetched, locale, storeId]);

  const opened = openId === null ? null : (byId.get(openId) ?? (fetched?.id === openId ? fetched : null));

  const open = useCallback((id: number) => {
    // Replaced rather than pushed: Back leaves the page instead of reopening a closed dialog.
    window.history.replaceState(null, '', withPromotionParam(id));
    setOpenId(id);
  }, []);
  const close = useCallback(() => {
    window.history.replaceState(null, '', withPromotionParam(null));
    setOpenId(null);
  }, []);

  const recordUse = useCallback(
    (promotion: Promotion) => {
      const coupon = promotion.coupon;
      if (!coupon) return;
      const path =
        promotionType(promotion) === 'coupon'
          ? `coupons/${coupon.id}/use_coupon/`
          : `promotions/${promotion.id}/use_offer/`;
      // A POST: the API refuses to record a use on a GET (one a page elsewhere could trigger).
      api()
        .then(({ apiFetch }) => apiFetch<{ time_of_using: string }>(path, { locale, method: 'POST' }))
        .then((used) => setUses((current) => ({ ...current, [coupon.id]: used.time_of_using })))
        .catch((error: unknown) => console.warn('Recording a promotion use failed', error));
    },
    [locale],
  );

  const lastUse = useCallback((couponId: number, rendered: string | null) => uses[couponId] ?? rendered, [uses]);
  const board = useMemo(() => ({ lastUse, open, recordUse }), [lastUse, open, recordUse]);
  // Once opened, the dialog stays mounted so that closing it returns focus as it should.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (opened && !dialogWanted) setDialogWanted(true);

  return (
    <BoardContext.Provider value={board}>
      <Suspense fallback={null}>
        <PromotionParam onChange={setOpenId} />
      </Suspense>
      {children}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <PromotionModal promotion={opened} onClose={close} />
        </Suspense>
      ) : null}
    </BoardContext.Provider>
  );
}
