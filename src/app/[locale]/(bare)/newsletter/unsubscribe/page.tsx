import type { Metadata } from 'next';
import { openUnsubscribeLink } from '@/app/_data/newsletter';
import { routeLocale } from '@/app/_lib/locale';
import { newsletterMetadata, NewsletterOutcomePage } from '@/app/_lib/newsletter-page';
import { firstParam } from '@/lib/search-params';

type Props = PageProps<'/[locale]/newsletter/unsubscribe'>;

/** Opening the link ends a subscription at once: a write per visit, rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsletterMetadata(await routeLocale(params), 'unsubscribe');
}

/** `/newsletter/unsubscribe?token=…`, the unsubscribe link of every newsletter mail. */
export default async function NewsletterUnsubscribePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const outcome = await openUnsubscribeLink(firstParam((await searchParams).token));
  return <NewsletterOutcomePage locale={locale} kind="unsubscribe" outcome={outcome} />;
}
