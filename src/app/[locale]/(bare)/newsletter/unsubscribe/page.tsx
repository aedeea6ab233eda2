import type { Metadata } from 'next';
import { readUnsubscribeLink } from '@/app/_data/newsletter';
import { routeLocale } from '@/app/_lib/locale';
import { newsletterLinkMetadata, NewsletterLinkPage } from '@/app/_lib/newsletter-page';
import { firstParam } from '@/lib/search-params';

type Props = PageProps<'/[locale]/newsletter/unsubscribe'>;

/** Shows a personal token's subscription: rendered per request, never stored. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsletterLinkMetadata(await routeLocale(params), 'unsubscribe');
}

/** `/newsletter/unsubscribe?token=…`, the unsubscribe link of every newsletter mail: the address and a button that unsubscribes it. */
export default async function NewsletterUnsubscribePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const token = firstParam((await searchParams).token);
  return <NewsletterLinkPage locale={locale} kind="unsubscribe" token={token} state={await readUnsubscribeLink(token)} />;
}
