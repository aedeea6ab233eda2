import { useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';

/** About the store: the editor's description (sanitized HTML), then why shop there (SPEC §2.7 reasons). */
export function StoreAbout({ storeName, description, reasons }: { storeName: string; description: string; reasons: string[] }) {
  const t = useTranslations('Store');
  if (!description && reasons.length === 0) return null;
  return (
    <>
      {description ? (
        <section aria-labelledby="store-about" className="rounded-2xl border border-line bg-surface p-5 shadow-card">
          <h2 id="store-about" className="mb-3 text-h3 text-primary-950">
            {t('about', { store: storeName })}
          </h2>
          <div className="rich-text text-sm" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      ) : null}
      {reasons.length > 0 ? (
        <section aria-labelledby="store-reasons" className="rounded-2xl border border-line bg-surface p-5 shadow-card">
          <h2 id="store-reasons" className="mb-3 text-h3 text-primary-950">
            {t('reasons', { store: storeName })}
          </h2>
          <ul className="flex flex-col gap-2.5">
            {reasons.map((reason) => (
              <li key={reason} className="flex gap-2.5 text-sm text-ink">
                <svg viewBox="0 0 20 20" className="mt-0.5 size-4.5 shrink-0 text-success-700" aria-hidden="true">
                  <path d="M4.5 10.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>{reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The categories the store belongs to, as links to their pages. */
export function StoreCategories({ categories }: { categories: { id: number; name: string; path: string }[] }) {
  const t = useTranslations('Store');
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="store-categories" className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 id="store-categories" className="mb-3 text-h3 text-primary-950">
        {t('categories')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <SmartLink
              href={category.path}
              className="inline-flex min-h-9 items-center rounded-full border border-primary-200 bg-primary-50 px-3.5 text-sm font-medium text-primary-800 hover:border-primary-400 hover:bg-primary-100"
            >
              {category.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
