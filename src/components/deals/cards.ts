import 'server-only';
import type { getFormatter } from 'next-intl/server';
import type { PlaceCardData, PromotionTeaserData, StoreTileData } from '@/components/deals/types';
import type { ImageView, Promotion, PromotionCard, StoreSummary } from '@/lib/contracts';
import type { PostCard } from '@/components/blog/PostList';
import { entityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';

/** Read models as the cards of the discovery pages show them. */

/** A cached list may outlive a promotion's end by a few minutes; what has ended is not shown. */
function stillRunning(endsAt: string | null, now: number): boolean {
  return endsAt === null || Date.parse(endsAt) > now;
}

export function storeTile(locale: Locale, store: StoreSummary): StoreTileData {
  return {
    id: store.id,
    name: store.name,
    href: entityPath(locale, 'store', [store.slug]),
    icon: store.icon,
    rating: store.rating,
    rating_count: store.rating_count,
  };
}

/** The store page opens a promotion's dialog from `?promotion=<id>` (its shared-link address). */
function promotionHref(locale: Locale, storeSlug: string, promotionId: number): string {
  return `${entityPath(locale, 'store', [storeSlug])}?promotion=${promotionId}`;
}

/**
 * Promotions as cards: those of the promotions service (category lists, whose type is their
 * coupon's) and those of a location response (SPEC §4, which carry their type).
 */
export function promotionTeasers(locale: Locale, promotions: (Promotion | PromotionCard)[], now = Date.now()): PromotionTeaserData[] {
  return promotions
    .filter((p) => stillRunning(p.ends_at, now) && p.stores[0] !== undefined)
    .map((p) => {
      const store = p.stores[0]!;
      return {
        id: p.id,
        href: promotionHref(locale, store.slug, p.id),
        title: p.title,
        offer: p.offer,
        description: p.description,
        type: 'type' in p ? p.type : (p.coupon?.type ?? 'offer'),
        is_exclusive: p.is_exclusive,
        ends_at: p.ends_at,
        store: { name: store.name, icon: store.icon },
      };
    });
}

/** A post summary as a card of the post lists, its date in the locale's words. */
export function postCard(
  locale: Locale,
  format: Pick<Awaited<ReturnType<typeof getFormatter>>, 'dateTime'>,
  post: { id: number; title: string; excerpt: string; slug: string; category_slug: string; published_at: string; image: { url: string; alt: string } | null },
): PostCard {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    href: entityPath(locale, 'blog_post', [post.category_slug, post.slug]),
    image: post.image ? { url: post.image.url, alt: post.image.alt } : null,
    date: format.dateTime(new Date(post.published_at), { dateStyle: 'long' }),
  };
}

/** A destination or category summary as a picture card. */
export function placeCard(summary: { id: number; name: string; path: string; banner: ImageView | null }): PlaceCardData {
  return { id: summary.id, name: summary.name, href: summary.path, image: summary.banner };
}
