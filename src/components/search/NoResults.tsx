import type { ReactNode } from 'react';
import { Img } from '@/components/ui/Img';
import { useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';
import type { StoreSummary } from '@/lib/contracts';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { DeferredProposeStoreForm } from './DeferredProposeStoreForm';

const chip = 'inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-white px-3 py-1 text-sm font-semibold text-primary-800 hover:border-primary-400 hover:bg-primary-50';

/**
 * A search that found nothing (SPEC §2.7): the message, popular stores and categories to go on
 * from, and the form to propose the store the visitor was looking for.
 */
export function NoResults({
  locale,
  query,
  message,
  proposeIntro,
  stores,
  categories,
  captcha,
}: {
  locale: Locale;
  query: string;
  message: string;
  proposeIntro: string;
  stores: StoreSummary[];
  categories: { name: string; href: string }[];
  /** The propose form's captcha (Captcha.tsx), when the site has one. */
  captcha?: ReactNode;
}) {
  const t = useTranslations('Search');
  return (
    <div className="mt-6">
      <p role="status" className="max-w-reading rounded-xl border border-line bg-primary-50 p-4 text-ink" data-testid="search-no-result">
        {message}
      </p>
      {stores.length > 0 ? (
        <section aria-labelledby="search-popular-stores" className="mt-8">
          <h2 id="search-popular-stores" className="text-h3 font-bold text-ink">
            {t('popularStores')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {stores.map((store) => (
              <li key={store.id}>
                <SmartLink href={entityPath(locale, 'store', [store.slug])} className={chip}>
                  {store.icon ? <Img src={store.icon.url} alt="" width={24} height={24} sizes="24px" className="size-6 rounded object-contain" /> : null}
                  {store.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {categories.length > 0 ? (
        <section aria-labelledby="search-popular-categories" className="mt-8">
          <h2 id="search-popular-categories" className="text-h3 font-bold text-ink">
            {t('popularCategories')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.href}>
                <SmartLink href={category.href} className={chip}>
                  {category.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DeferredProposeStoreForm
        intro={proposeIntro}
        query={query}
        captcha={captcha}
      />
    </div>
  );
}
