import { StoreLogo } from '@/components/ui/StoreLogo';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Stars, cx } from '@/components/ui';
import type { StoreTileData } from './types';

/** Stores as logo tiles, each a link to its page with its rating. */
export function StoreTiles({ stores, compact = false }: { stores: StoreTileData[]; compact?: boolean }) {
  const t = useTranslations('Deals');
  return (
    <ul className={cx('grid gap-3', compact ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-1' : 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4')}>
      {stores.map((store) => (
        <li key={store.id}>
          <div className="group relative flex h-full items-center gap-3 rounded-xl border border-line bg-white p-3 shadow-card max-sm:gap-2 max-sm:p-2.5 transition-shadow hover:shadow-raised">
            {/* A smaller logo on a phone's two columns, and the name on as many lines as it needs: never cut. */}
            <StoreLogo icon={store.icon} className={cx('shrink-0', !compact && 'max-sm:size-9')} />
            <div className="min-w-0">
              <Link
                href={store.href}
                className="block leading-snug font-semibold break-words text-ink max-sm:text-sm after:absolute after:inset-0 after:content-[''] group-hover:text-primary-700"
              >
                {store.name}
              </Link>
              <span className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
                {store.rating_count > 0 ? <Stars rating={store.rating} size="sm" /> : null}
                <span>{t('ratingCount', { count: store.rating_count })}</span>
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
