import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PostList } from '@/components/blog/PostList';
import { FaqList, type FaqEntry } from '@/components/deals/FaqList';
import { HeroBanner } from '@/components/deals/HeroBanner';
import { LandingSection } from '@/components/deals/LandingSection';
import { PropertyGrid } from '@/components/deals/PropertyCard';
import { RichText } from '@/components/deals/RichText';
import type { PlaceCardData } from '@/components/deals/types';
import type { ImageView, PropertySummary } from '@/lib/contracts';
import { RelatedCategory } from '@/components/categories/RelatedCategory';
import { buttonClasses, Container, cx, SectionHeading } from '@/components/ui';
import type { EntityType } from '@/lib/entity-paths';
import { fixedPath } from '@/lib/localized-paths';
import type { Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import type { RelatedPost } from '@/server/services/landing-pages';
import { sanitizeCmsHtml } from '@/app/_data/html';
import { faqJsonLd, jsonLdText, PageBreadcrumbs } from './breadcrumbs';
import { getBreadcrumbs } from '@/app/_data/slugs';
import { postCard } from './cards';

/** The sections category and destination pages share (SPEC §2.7): they differ only in what they list. */

/** Breadcrumbs from the server's trail, then the banner with the page's headers. */
export async function LandingHeader({
  locale,
  id,
  slug,
  entityType,
  parent,
  title,
  subtitle,
  banner,
}: {
  locale: Locale;
  id: number;
  slug: string;
  entityType: EntityType;
  parent: string | null;
  title: string;
  subtitle: string;
  banner: ImageView | null;
}) {
  const trail = (await getBreadcrumbs(locale, slug, entityType, parent, id)) ?? [];
  return (
    <>
      <PageBreadcrumbs locale={locale} items={trail.map((c) => ({ name: c.name, href: c.url }))} />
      <HeroBanner framed title={title} subtitle={subtitle || undefined} image={banner} />
    </>
  );
}

/** CMS descriptions are sanitized once more when shown: rows also come from the seed and scripts. */
export function Description({ html, className }: { html: string; className?: string }) {
  return <RichText sanitizedHtml={sanitizeCmsHtml(html)} className={className} />;
}

/** Metadata of a list page that has no page key of its own: its intro is its description. */
export function withDescription(metadata: Metadata, description: string): Metadata {
  return { ...metadata, description, openGraph: { ...metadata.openGraph, description } };
}

/** The comparator's address in a locale, for "compare all deals" links. */
export function comparatorPath(locale: Locale): string {
  return `${pathPrefix(locale)}${fixedPath(locale, '/comparator')}`;
}

/** Property deals of the datafeed, when the page has any (SPEC §5: none at all when skipped). */
export async function DealsSection({
  locale,
  name,
  properties,
}: {
  locale: Locale;
  name: string;
  properties: PropertySummary[] | null;
}) {
  if (!properties || properties.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Deals' });
  return (
    <LandingSection
      id="datafeed-deals"
      title={t('dealsTitle')}
      description={t('dealsIntro', { name })}
      action={
        <Link href={comparatorPath(locale)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
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
export async function ContentAndFaq({ locale, html, items }: { locale: Locale; html: string; items: FaqEntry[] }) {
  if (!html && items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Deals' });
  const jsonLd = faqJsonLd(items);
  return (
    <Container className={cx('grid gap-12 py-10 md:py-14', html && items.length > 0 && 'lg:grid-cols-2 lg:gap-16')}>
      {html ? <Description html={html} /> : null}
      {items.length > 0 ? (
        <section aria-labelledby="faq">
          <SectionHeading id="faq" title={t('faqTitle')} />
          <FaqList items={items} />
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
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
