import type { Metadata } from 'next';
import { readStoreAlertConfirmLink } from '@/app/_data/store-alerts';
import { routeLocale } from '@/app/_lib/locale';
import { storeAlertLinkMetadata, StoreAlertLinkPage } from '@/app/_lib/store-alert-page';
import { firstParam } from '@/lib/search-params';

type Props = PageProps<'/[locale]/store-alerts/confirm'>;

/** Shows a personal token's subscription: rendered per request, never stored. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storeAlertLinkMetadata(await routeLocale(params), 'confirm');
}

/** `/store-alerts/confirm?token=…`, the link of a store alert's confirmation mail: the store, the address and a button that confirms it. */
export default async function StoreAlertConfirmPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const token = firstParam((await searchParams).token);
  return <StoreAlertLinkPage locale={locale} kind="confirm" token={token} state={await readStoreAlertConfirmLink(token)} />;
}
