'use client';

import { useState } from 'react';
import { useTranslations } from '@/i18n/client';
import { ApiError } from '@/lib/api-client';
import { buttonClasses } from '@/components/ui/button-classes';
import { cx } from '@/components/ui/cx';
import type { Promotion } from '@/lib/contracts';
import { usePromotionBoard } from './promotion-board-context';
import { promotionType } from './types';

type VoteStatus = 'idle' | 'pending' | 'done' | 'error' | 'limited';

/**
 * "Did it work?", asked once the visitor copied the code or went to the offer (or answered on an
 * earlier visit): yes or no, one answer per visitor that a second one replaces.
 */
export function DidItWork({ promotion }: { promotion: Promotion }) {
  const t = useTranslations('Promotions');
  const board = usePromotionBoard();
  const [status, setStatus] = useState<VoteStatus>('idle');
  if (!board) return null;
  const yourVote = board.trust(promotion.id)?.your_vote ?? null;
  if (!board.used(promotion.id) && yourVote === null) return null;

  const answer = async (worked: boolean) => {
    setStatus('pending');
    try {
      await board.vote(promotion, worked);
      setStatus('done');
    } catch (error) {
      setStatus(error instanceof ApiError && error.isRateLimited ? 'limited' : 'error');
    }
  };

  const choice = (worked: boolean) => (
    <button
      type="button"
      aria-pressed={yourVote === worked}
      disabled={status === 'pending'}
      onClick={() => void answer(worked)}
      className={buttonClasses({ variant: yourVote === worked ? 'primary' : 'secondary', size: 'sm', className: 'min-w-20' })}
    >
      {worked ? t('voteYes') : t('voteNo')}
    </button>
  );

  return (
    <div role="group" aria-labelledby={`did-it-work-${promotion.id}`} className="flex flex-col gap-2 rounded-lg border border-line bg-slate-50 p-3" data-testid="did-it-work">
      <div className="flex flex-wrap items-center gap-3">
        <p id={`did-it-work-${promotion.id}`} className="font-semibold text-ink">
          {promotionType(promotion) === 'coupon' ? t('didCodeWork') : t('didOfferWork')}
        </p>
        <span className="flex gap-2">
          {choice(true)}
          {choice(false)}
        </span>
      </div>
      <p role="status" className={cx('min-h-5 text-sm', status === 'error' || status === 'limited' ? 'text-danger-700' : 'text-success-800')}>
        {status === 'done' ? t('voteThanks') : status === 'error' ? t('voteError') : status === 'limited' ? t('voteTooMany') : ''}
      </p>
    </div>
  );
}
