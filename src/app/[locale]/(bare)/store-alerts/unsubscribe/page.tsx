import type { Metadata } from 'next';
import { readStoreAlertUnsubscribeLink } from '@/app/_data/store-alerts';
import { routeLocale } from '@/app/_lib/locale';
import { storeAlertLinkMetadata, StoreAlertLinkPage } from '@/app/_lib/store-alert-page';
import { firstParam } from '@/lib/search-params';

type Props = PageProps<'/[locale]/store-alerts/unsubscribe'>;

/** Shows a personal token's subscription: rendered per request, never stored. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storeAlertLinkMetadata(await routeLocale(params), 'unsubscribe');
}

/** `/store-alerts/unsubscribe?token=…`, the unsubscribe link of every store alert mail: the store, the address and a button that unsubscribes it. */
export default async function StoreAlertUnsubscribePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const token = firstParam((await searchParams).token);
  return <StoreAlertLinkPage locale={locale} kind="unsubscribe" token={token} state={await readStoreAlertUnsubscribeLink(token)} />;
}
