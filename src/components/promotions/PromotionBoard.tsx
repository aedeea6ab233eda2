'use client';

import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale } from '@/i18n/client';
import { useSearchParams } from 'next/navigation';
import type { Locale } from '@/lib/locales';
import { TRUST_MAX_IDS } from '@/lib/constants';
import { hasEnded } from './expiry';
import { BoardContext, PROMOTION_PARAM } from './promotion-board-context';
import type { Promotion, PromotionTrust } from '@/lib/contracts';
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
  const [trustById, setTrustById] = useState<Record<number, PromotionTrust>>({});

  const byId = useMemo(() => new Map(promotions.map((promotion) => [promotion.id, promotion])), [promotions]);

  // The page is cached for everyone: the votes and today's uses come from the API, at most a
  // minute old, and the visitor's own answer with them.
  const ids = useMemo(() => [...byId.keys()].slice(0, TRUST_MAX_IDS).join(','), [byId]);
  useEffect(() => {
    if (ids === '') return;
    let current = true;
    api()
      .then(({ apiFetch }) => apiFetch<{ items: Record<string, PromotionTrust> }>('promotions/trust/', { locale, query: { ids } }))
      .then(({ items }) => {
        if (!current) return;
        setTrustById((known) => ({ ...Object.fromEntries(Object.entries(items).map(([id, trust]) => [Number(id), trust])), ...known }));
        // A use since the page was rendered shows too.
        setUses((known) => {
          const newer = { ...known };
          for (const [id, trust] of Object.entries(items)) {
            const coupon = byId.get(Number(id))?.coupon;
            const last = trust.last_used_at;
            if (!coupon || last === null) continue;
            const shown = newer[coupon.id] ?? coupon.time_of_using;
            if (shown === null || Date.parse(last) > Date.parse(shown)) newer[coupon.id] = last;
          }
          return newer;
        });
      })
      .catch((error: unknown) => console.warn('The promotions’ figures could not be read', error));
    return () => {
      current = false;
    };
  }, [ids, byId, locale]);

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

  const [usedIds, setUsedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [awaitingReturn, setAwaitingReturn] = useState<number | null>(null);
  const recordUse = useCallback(
    (promotion: Promotion) => {
      const coupon = promotion.coupon;
      if (!coupon) return;
      setUsedIds((known) => new Set(known).add(promotion.id));
      if (promotionType(promotion) === 'offer') setAwaitingReturn(promotion.id);
      const path =
        promotionType(promotion) === 'coupon'
          ? `coupons/${coupon.id}/use_coupon/`
          : `promotions/${promotion.id}/use_offer/`;
      // A POST: the API refuses to record a use on a GET (one a page elsewhere could trigger).
      api()
        .then(({ apiFetch }) => apiFetch<{ time_of_using: string }>(path, { locale, method: 'POST' }))
        .then((used) => {
          setUses((current) => ({ ...current, [coupon.id]: used.time_of_using }));
          setTrustById((known) => {
            const trust = known[promotion.id];
            return trust ? { ...known, [promotion.id]: { ...trust, uses_today: trust.uses_today + 1, last_used_at: used.time_of_using } } : known;
          });
        })
        .catch((error: unknown) => console.warn('Recording a promotion use failed', error));
    },
    [locale],
  );

  const vote = useCallback(
    async (promotion: Promotion, worked: boolean) => {
      const { apiFetch } = await api();
      const trust = await apiFetch<PromotionTrust>(`promotions/${promotion.id}/vote/`, { locale, method: 'POST', body: { worked } });
      setTrustById((known) => ({ ...known, [promotion.id]: trust }));
    },
    [locale],
  );

  // An offer opens the merchant's site in a new tab: back on the page, its dialog asks whether it worked.
  useEffect(() => {
    if (awaitingReturn === null) return;
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      setAwaitingReturn(null);
      open(awaitingReturn);
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => document.removeEventListener('visibilitychange', onReturn);
  }, [awaitingReturn, open]);

  const lastUse = useCallback((couponId: number, rendered: string | null) => uses[couponId] ?? rendered, [uses]);
  const trust = useCallback((promotionId: number) => trustById[promotionId], [trustById]);
  const used = useCallback((promotionId: number) => usedIds.has(promotionId), [usedIds]);
  const board = useMemo(() => ({ lastUse, open, recordUse, trust, used, vote }), [lastUse, open, recordUse, trust, used, vote]);
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
