import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PostList } from '@/components/blog/PostList';
import { RelatedCategory } from '@/components/categories/RelatedCategory';
import { FaqList, type FaqEntry } from '@/components/deals/FaqList';
import { LandingSection } from '@/components/deals/LandingSection';
import { PropertyGrid } from '@/components/deals/PropertyCard';
import { RichText } from '@/components/deals/RichText';
import type { PlaceCardData } from '@/components/deals/types';
import { buttonClasses, Container, cx, SectionHeading } from '@/components/ui';
import type { PropertySummary, RelatedPost } from '@/lib/contracts';
import { comparatorHref } from '@/lib/comparator-url';
import { faqJsonLd } from '@/lib/json-ld';
import { localeHref } from '@/lib/localized-paths';
import type { Locale } from '@/lib/locales';
import { placeCard, postCard } from './cards';
import { JsonLd } from '@/components/seo/JsonLd';

/**
 * The sections category and destination pages share (SPEC §2.7), below their header: they differ
 * only in what they list. CMS HTML reaches them sanitized (src/app/_data/html.ts).
 */

/** Property deals of the datafeed, when the page has any (SPEC §5: none at all when skipped). */
export async function DealsSection({
  locale,
  name,
  properties,
  comparator,
}: {
  locale: Locale;
  name: string;
  properties: PropertySummary[] | null;
  /** The comparator's query of the page's deals (a destination's place, by slug: src/lib/comparator-places.ts). */
  comparator?: URLSearchParams;
}) {
  if (!properties || properties.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Deals' });
  return (
    <LandingSection
      id="datafeed-deals"
      title={t('dealsTitle')}
      description={t('dealsIntro', { name })}
      action={
        <Link href={comparatorHref(localeHref(locale, '/comparator'), comparator ?? '')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('compare')}
        </Link>
      }
    >
      <PropertyGrid properties={properties} />
    </LandingSection>
  );
}

/** The editors' hand-picked hotels of the page. */
export async function HotelsSection({ locale, properties }: { locale: Locale; properties: PropertySummary[] }) {
  if (properties.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Deals' });
  return (
    <LandingSection id="specific-hotels" title={t('hotelsTitle')} tone="tinted">
      <PropertyGrid properties={properties} />
    </LandingSection>
  );
}

/**
 * The bottom description beside the FAQ items (on wide screens), the FAQ as disclosures with its
 * FAQPage structured data.
 */
export async function ContentAndFaq({ locale, html, items }: { locale: Locale; /** Sanitized. */ html: string; items: FaqEntry[] }) {
  if (!html && items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Deals' });
  const jsonLd = faqJsonLd(items);
  return (
    <Container className={cx('grid gap-12 py-10 md:py-14', html && items.length > 0 && 'lg:grid-cols-2 lg:gap-16')}>
      {html ? <RichText sanitizedHtml={html} /> : null}
      {items.length > 0 ? (
        <section aria-labelledby="faq">
          <SectionHeading id="faq" title={t('faqTitle')} />
          <FaqList items={items} />
          <JsonLd data={jsonLd} />
        </section>
      ) : null}
    </Container>
  );
}

/** Blog posts the editors tied to the page. */
export async function RelatedPostsSection({ locale, posts }: { locale: Locale; posts: RelatedPost[] }) {
  if (posts.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Deals' }), getFormatter({ locale })]);
  return (
    <LandingSection id="related-posts" title={t('postsTitle')} tone="tinted">
      <PostList
        posts={posts.map((post) => postCard(locale, format, post))}
      />
    </LandingSection>
  );
}

/** The category the editors tied to the page, as a card. */
export async function RelatedCategorySection({ locale, category }: { locale: Locale; category: PlaceCardData | null }) {
  if (!category) return null;
  const t = await getTranslations({ locale, namespace: 'Deals' });
  return (
    <LandingSection id="related-category" title={t('relatedCategoryTitle')}>
      <RelatedCategory category={category} text={t('relatedCategoryText', { name: category.name })} />
    </LandingSection>
  );
}

/**
 * What category and destination pages show in the middle, in this order: property deals, the
 * editors' hotels, the bottom description with the FAQ, related posts and the related category.
 */
export function LandingMiddle({
  locale,
  page,
  description,
  deals,
  comparator,
}: {
  locale: Locale;
  page: {
    name: string;
    specific_hotels: PropertySummary[];
    faq_items: FaqEntry[];
    related_posts: RelatedPost[];
    related_category: Parameters<typeof placeCard>[0] | null;
  };
  /** The bottom description, sanitized. */
  description: string;
  deals: PropertySummary[] | null;
  comparator?: URLSearchParams;
}) {
  return (
    <>
      <DealsSection locale={locale} name={page.name} properties={deals} comparator={comparator} />
      <HotelsSection locale={locale} properties={page.specific_hotels} />
      <ContentAndFaq locale={locale} html={description} items={page.faq_items} />
      <RelatedPostsSection locale={locale} posts={page.related_posts} />
      <RelatedCategorySection locale={locale} category={page.related_category ? placeCard(page.related_category) : null} />
    </>
  );
}
