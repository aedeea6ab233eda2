import { Img } from '@/components/ui/Img';
import { useTranslations } from 'next-intl';
import { SmartLink } from '@/components/navigation/SmartLink';
import { Pagination } from '@/components/navigation/Pagination';
import { Badge } from '@/components/ui';
import { StoreLogo } from '@/components/ui/StoreLogo';
import { entityPath } from '@/lib/entity-paths';
import type { SearchHit } from '@/lib/contracts';
import { highlightParts } from '@/lib/highlight';
import { searchKind } from '@/lib/search-kind';
import type { Locale } from '@/lib/locales';

/** A title with the words that match the query in `<mark>`; every part is written as text. */
function Highlighted({ title, query }: { title: string; query: string }) {
  return (
    <>
      {highlightParts(title, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function ResultPicture({ hit }: { hit: SearchHit }) {
  if (!hit.image) return <div aria-hidden="true" className="hidden size-12 shrink-0 rounded-lg bg-primary-50 sm:block" />;
  if (hit.entity_type === 'store' || hit.entity_type === 'promotion') {
    return <StoreLogo icon={hit.image} className="shrink-0 bg-white" />;
  }
  return (
    <div className="relative h-12 w-16 shrink-0 overflow-hidden rounded-lg bg-primary-50 sm:h-16 sm:w-24">
      <Img src={hit.image.url} alt="" fill sizes="(min-width: 576px) 96px, 64px" className="object-cover" />
    </div>
  );
}

function Result({ hit, locale, query }: { hit: SearchHit; locale: Locale; query: string }) {
  const t = useTranslations('Search');
  const kind = searchKind(hit.entity_type);
  const href = hit.entity_type === 'promotion' ? entityPath(locale, 'store', hit.slugs) : entityPath(locale, hit.entity_type, hit.slugs);
  return (
    <li data-kind={kind} className="relative flex gap-4 rounded-xl border border-line bg-white p-4 shadow-card focus-within:ring-2 focus-within:ring-primary-500">
      <ResultPicture hit={hit} />
      <div className="min-w-0 flex-1">
        <Badge size="sm" variant={kind === 'promotion' ? 'deal' : 'primary'}>
          {t(`kind.${kind}`)}
        </Badge>
        <h2 className="mt-2 text-base font-semibold leading-snug text-ink">
          <SmartLink href={href} className="text-primary-800 after:absolute after:inset-0 hover:underline focus-visible:outline-none">
            <Highlighted title={hit.title} query={query} />
          </SmartLink>
        </h2>
        {hit.entity_type === 'store' && hit.counts ? (
          <p className="mt-1 text-sm text-muted">{t('storeCounts', { coupons: hit.counts.coupon_counts, offers: hit.counts.offer_counts })}</p>
        ) : null}
        {hit.entity_type === 'promotion' ? (
          <p className="mt-1 text-sm text-muted">
            {hit.store ? <span className="font-semibold text-ink">{hit.store.name}</span> : null}
            {hit.store && hit.excerpt ? <span aria-hidden="true"> · </span> : null}
            {hit.excerpt ? <span>{hit.excerpt}</span> : null}
          </p>
        ) : hit.entity_type !== 'store' && hit.excerpt && hit.excerpt.trim().toLowerCase() !== hit.title.trim().toLowerCase() ? (
          <p className="mt-1 line-clamp-2 text-sm text-muted">{hit.excerpt}</p>
        ) : null}
      </div>
    </li>
  );
}

/** The results of a search (SPEC §2.7): each with its kind, best first, with real links between pages. */
export function SearchResults({
  hits,
  count,
  page,
  pages,
  query,
  locale,
  hrefOf,
}: {
  hits: SearchHit[];
  count: number;
  page: number;
  pages: number;
  query: string;
  locale: Locale;
  hrefOf: (page: number) => string;
}) {
  const t = useTranslations('Search');
  return (
    <section aria-labelledby="search-results-count" className="mt-6">
      <p id="search-results-count" className="text-sm text-muted">
        {t('count', { count })}
        {pages > 1 ? ` · ${t('pageOf', { page, pages })}` : ''}
      </p>
      {hits.length > 0 ? (
        <ol className="mt-4 grid gap-3">
          {hits.map((hit) => (
            <Result key={`${hit.entity_type}:${hit.id}`} hit={hit} locale={locale} query={query} />
          ))}
        </ol>
      ) : (
        <p className="mt-4">{t('pastLastPage')}</p>
      )}
      <Pagination page={page} pages={pages} hrefOf={hrefOf} label={t('pages')} />
    </section>
  );
}
