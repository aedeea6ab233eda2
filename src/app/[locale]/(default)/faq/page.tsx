import type { Metadata } from 'next';
import { FaqList } from '@/components/deals/FaqList';
import { routeLocale } from '@/app/_lib/locale';
import { faqJsonLd } from '@/lib/json-ld';
import { getPageContent } from '@/app/_data/pages';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';
import { JsonLd } from '@/components/seo/JsonLd';

type FaqItem = { question: string; answer: string };

function faqItems(blocks: Record<string, unknown> | undefined): FaqItem[] {
  const list = blocks?.faq;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is FaqItem => typeof item?.question === 'string' && typeof item?.answer === 'string',
  );
}

export async function generateMetadata({ params }: PageProps<'/[locale]/faq'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'faq_page', '/faq');
}

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await routeLocale(params);
  const items = faqItems((await getPageContent(locale, 'faq_page'))?.blocks);
  const jsonLd = faqJsonLd(items);
  return (
    <StaticPage locale={locale} pageKey="faq_page" route="/faq">
      {items.length > 0 ? (
        <>
          <FaqList items={items} headingLevel={2} className="mt-10" />
          <JsonLd data={jsonLd} />
        </>
      ) : null}
    </StaticPage>
  );
}
