import type { Metadata } from 'next';
import { openConfirmLink } from '@/app/_data/newsletter';
import { routeLocale } from '@/app/_lib/locale';
import { newsletterMetadata, NewsletterOutcomePage } from '@/app/_lib/newsletter-page';
import { firstParam } from '@/lib/search-params';

type Props = PageProps<'/[locale]/newsletter/confirm'>;

/** Opening the link confirms a subscription: a write per visit, rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsletterMetadata(await routeLocale(params), 'confirm');
}

/** `/newsletter/confirm?token=…`, the link of the double opt-in mail. */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const outcome = await openConfirmLink(firstParam((await searchParams).token));
  return <NewsletterOutcomePage locale={locale} kind="confirm" outcome={outcome} />;
}
