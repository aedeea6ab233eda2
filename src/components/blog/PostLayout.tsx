import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PromotionTeaser } from '@/components/deals/PromotionTeaser';
import { StoreTiles } from '@/components/deals/StoreTiles';
import type { PromotionTeaserData, StoreTileData } from '@/components/deals/types';

/**
 * A post's article beside its aside: the deal of the month and the stores the editors put with it
 * (SPEC §2.7). One column on phones, the aside under the article; two from 992px.
 */
export function PostLayout({
  article,
  deal,
  stores,
}: {
  article: ReactNode;
  deal: PromotionTeaserData | null;
  stores: StoreTileData[];
}) {
  const t = useTranslations('Blog');
  const hasAside = deal !== null || stores.length > 0;
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
      <article className="min-w-0">{article}</article>
      {hasAside ? (
        <aside aria-label={t('asideLabel')} className="flex flex-col gap-8">
          {deal ? (
            <section aria-labelledby="deal-of-month">
              <h2 id="deal-of-month" className="mb-3 text-h3 font-bold text-primary-950">
                {t('dealOfMonth')}
              </h2>
              {/* A box of its own height: the card fills its parent's, which here holds the heading too. */}
              <div>
                <PromotionTeaser promotion={deal} />
              </div>
            </section>
          ) : null}
          {stores.length > 0 ? (
            <section aria-labelledby="similar-stores">
              <h2 id="similar-stores" className="mb-3 text-h3 font-bold text-primary-950">
                {t('similarStores')}
              </h2>
              <StoreTiles stores={stores} compact />
            </section>
          ) : null}
        </aside>
      ) : null}
    </div>
  );
}
