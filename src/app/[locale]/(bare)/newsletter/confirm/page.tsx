import type { Metadata } from 'next';
import { readConfirmLink } from '@/app/_data/newsletter';
import { routeLocale } from '@/app/_lib/locale';
import { newsletterLinkMetadata, NewsletterLinkPage } from '@/app/_lib/newsletter-page';
import { firstParam } from '@/lib/search-params';

type Props = PageProps<'/[locale]/newsletter/confirm'>;

/** Shows a personal token's subscription: rendered per request, never stored. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsletterLinkMetadata(await routeLocale(params), 'confirm');
}

/** `/newsletter/confirm?token=…`, the link of the double opt-in mail: the address and a button that confirms it. */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const token = firstParam((await searchParams).token);
  return <NewsletterLinkPage locale={locale} kind="confirm" token={token} state={await readConfirmLink(token)} />;
}
