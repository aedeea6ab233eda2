import 'server-only';
import { Breadcrumbs } from '@/components/navigation';
import type { Locale } from '@/lib/locales';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { originOf } from './urls';

export type Crumb = { name: string; href: string };

/**
 * The trail of a page (SPEC §2.6) with its `BreadcrumbList` JSON-LD. Nothing at all unless the
 * trail has more than one item and every item is named.
 */
export function PageBreadcrumbs({ locale, items, hideLast = false }: { locale: Locale; items: Crumb[]; hideLast?: boolean }) {
  if (items.length < 2 || items.some((item) => !item.name)) return null;
  return (
    <div className="mx-auto w-full max-w-page px-gutter pt-4">
      <Breadcrumbs items={items} hideLast={hideLast} />
      <JsonLd data={breadcrumbJsonLd(items, originOf(locale))} />
    </div>
  );
}
