import 'server-only';
import type { coupons, promotionCategories, promotions, promotionTranslations } from '../db/schema';
import type { SeedContext } from './context';
import type { DestNode, DestinationTree } from './destinations';
import { type Language, languageOf, textFor } from './locales';
import { GENERIC_TEMPLATES, KIND_DESTINATIONS, KIND_TEMPLATES, KIND_TRIPS, type PromoTemplate, seasonStems } from './promotions-data';
import type { Rng } from './random';
import type { StoreNode, StoreSet } from './stores';
import { KIND_DATA } from './stores-data';
import { capitalize } from './text';

type PromotionRow = typeof promotions.$inferInsert & { id: number };

export type PromotionSet = {
  promotions: PromotionRow[];
  translations: (typeof promotionTranslations.$inferInsert)[];
  coupons: (typeof coupons.$inferInsert)[];
  categories: (typeof promotionCategories.$inferInsert)[];
};

/** `total` split over `n` buckets, each within ±spread of the mean, summing exactly to `total`. */
export function distribute(total: number, n: number, rng: Rng, spread: number): number[] {
  if (n === 0) return [];
  const base = Math.floor(total / n);
  const counts = Array.from({ length: n }, () => Math.max(1, base + rng.int(-spread, spread)));
  let diff = total - counts.reduce((a, b) => a + b, 0);
  while (diff !== 0) {
    const i = rng.int(0, n - 1);
    if (diff > 0) {
      counts[i] = (counts[i] as number) + 1;
      diff--;
    } else if ((counts[i] as number) > 1) {
      counts[i] = (counts[i] as number) - 1;
      diff++;
    }
  }
  return counts;
}

const PCTS = [5, 10, 10, 12, 15, 15, 20, 20, 25, 30];
const BIG_PCTS = [20, 25, 30, 35, 40, 50];
const AMOUNTS = [10, 15, 20, 25, 30, 40, 50, 75, 100];

/** Formatters are costly to build and the large seed formats half a million dates. */
const DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

function dateLabel(date: Date, language: Language): string {
  const label = DATE_FORMATS[language].format(date);
  // French writes the first day of a month as an ordinal: "1er mars".
  return language === 'fr' ? label.replace(/^1 /, '1er ') : label;
}

function condition(template: PromoTemplate, endsAt: Date | null, min: number, language: Language): string {
  const fr = language === 'fr';
  const parts: string[] = [];
  if (template.type === 'coupon') {
    parts.push(
      endsAt
        ? fr ? `Code valable jusqu’au ${dateLabel(endsAt, 'fr')} inclus, une seule fois par client.` : `Code geldig tot en met ${dateLabel(endsAt, 'nl')}, één keer per klant.`
        : fr ? 'Code valable sans date de fin, une seule fois par client.' : 'Code geldig zonder einddatum, één keer per klant.',
    );
  } else {
    parts.push(
      endsAt
        ? fr ? `Offre valable jusqu’au ${dateLabel(endsAt, 'fr')}, dans la limite des disponibilités.` : `Aanbieding geldig tot ${dateLabel(endsAt, 'nl')}, zolang de beschikbaarheid strekt.`
        : fr ? 'Offre valable dans la limite des disponibilités.' : 'Aanbieding geldig zolang de beschikbaarheid strekt.',
    );
  }
  if (template.hasMinimum) parts.push(fr ? `Minimum d’achat : ${min} €.` : `Minimale aankoop: € ${min}.`);
  if (template.type === 'coupon') parts.push(fr ? 'Non cumulable avec d’autres codes promo.' : 'Niet cumuleerbaar met andere kortingscodes.');
  return parts.join(' ');
}

/** The lifetime of a promotion relative to `now`: most are running, some expired, some end within three days, some never end. */
function schedule(ctx: SeedContext, rng: Rng): { startsAt: Date; endsAt: Date | null } {
  const roll = rng.float();
  const endOfDay = (days: number) => new Date(ctx.daysFromNow(days).getTime() - 1000);
  if (roll < 0.15) {
    const endsAt = endOfDay(-rng.int(0, 90));
    return { startsAt: new Date(endsAt.getTime() - rng.int(14, 120) * 86_400_000 + 1000), endsAt };
  }
  if (roll < 0.25) return { startsAt: ctx.daysFromNow(-rng.int(5, 60)), endsAt: endOfDay(rng.int(1, 3)) };
  if (roll < 0.4) return { startsAt: ctx.daysFromNow(-rng.int(10, 300)), endsAt: null };
  return { startsAt: ctx.daysFromNow(-rng.int(0, 60)), endsAt: endOfDay(rng.int(4, 150)) };
}

export function buildPromotions(ctx: SeedContext, stores: StoreSet, tree: DestinationTree): PromotionSet {
  const rng = ctx.rng('promotions');
  const codes = ctx.rng('promotion-codes');
  const placesByStay = new Map<string, DestNode[]>();
  for (const pl of tree.places) placesByStay.set(pl.stay, [...(placesByStay.get(pl.stay) ?? []), pl]);
  const season = seasonStems(ctx.now.getUTCMonth());

  // Hand-made stores get 6 to 14 promotions; whatever the scale asks for beyond that goes to the generated stores.
  const curatedCounts = stores.curated.map(() => rng.int(6, 14));
  const curatedTotal = curatedCounts.reduce((a, b) => a + b, 0);
  const generated = stores.all.filter((s) => !s.curated);
  const generatedCounts = distribute(Math.max(0, ctx.config.promotions - curatedTotal), generated.length, rng, 3);
  const plan: [StoreNode, number][] = [
    ...stores.curated.map((s, i) => [s, curatedCounts[i] as number] as [StoreNode, number]),
    ...generated.map((s, i) => [s, generatedCounts[i] as number] as [StoreNode, number]),
  ];

  const out: PromotionSet = { promotions: [], translations: [], coupons: [], categories: [] };
  let id = 0;
  for (const [store, count] of plan) {
    const templates = KIND_TEMPLATES[store.kind];
    const destStays = KIND_DESTINATIONS[store.kind];
    const destPool = destStays ? destStays.flatMap((stay) => placesByStay.get(stay) ?? []) : [];
    for (let position = 0; position < count; position++) {
      id++;
      const template = rng.chance(0.1) ? rng.pick(GENERIC_TEMPLATES) : rng.pick(templates);
      const dest = template.needsDest && destPool.length > 0 ? rng.pick(destPool) : null;
      const pct = rng.pick(PCTS);
      const bigPct = rng.pick(BIG_PCTS);
      const amount = rng.pick(AMOUNTS);
      const min = amount * rng.int(4, 10);
      const nights = rng.int(3, 7);
      const prices = {
        price: store.kind === 'airline' || store.kind === 'ferry' || store.kind === 'rail' ? rng.int(2, 15) * 10 - 1 : rng.int(20, 150) * 10 - 1,
        nightPrice: rng.int(3, 19) * 10 - 1,
        dayPrice: rng.int(1, 6) * 10 - 1,
        smallPrice: rng.int(1, 5) * 10 - 1,
      };
      const { startsAt, endsAt } = schedule(ctx, rng);
      let code: string | null = null;
      if (template.type === 'coupon') {
        const stems = [...(template.stems ?? ['PROMO']), ...(store.kind === 'tour_operator' || store.kind === 'hotel' ? season : [])];
        // The figure in a code matches the promotion: FLY15 for 15 %, EXTRA20 for 20 €, otherwise the year.
        const title = template.title.fr;
        const suffix = title.includes('{amount}') ? String(amount) : title.includes('{pct}') ? String(pct) : String(ctx.year);
        code = `${codes.pick(stems)}${suffix}`;
      }
      out.promotions.push({
        id,
        storeId: store.id,
        type: template.type,
        link: `https://www.${store.domain}/?ref=vakantio${code ? `&coupon=${code}` : ''}`,
        startsAt,
        endsAt,
        isExclusive: rng.chance(0.05),
        inSlider: false,
        onHomepage: false,
        isDealOfMonth: false,
        sliderImageId: null,
        position,
      });
      const used = codes.chance(0.5);
      out.coupons.push({
        promotionId: id,
        type: template.type,
        code,
        timeOfUsing: used ? new Date(ctx.now.getTime() - codes.int(1, 4_320) * 60_000) : null,
        useCount: used ? codes.int(1, 800) : 0,
      });
      const linked = rng.sample(store.categoryIds, rng.int(1, 2));
      for (const categoryId of linked) out.categories.push({ promotionId: id, categoryId });
      for (const locale of store.locales) {
        const language = languageOf(locale);
        const trips = KIND_TRIPS[store.kind]?.[language] ?? (language === 'fr' ? 'Séjours' : 'Reizen');
        const fill = (text: string) =>
          text
            .replace(/\{pct\}/g, String(pct))
            .replace(/\{bigPct\}/g, String(bigPct))
            .replace(/\{amount\}/g, String(amount))
            .replace(/\{min\}/g, String(min))
            .replace(/\{price\}/g, String(prices.price))
            .replace(/\{nightPrice\}/g, String(prices.nightPrice))
            .replace(/\{dayPrice\}/g, String(prices.dayPrice))
            .replace(/\{smallPrice\}/g, String(prices.smallPrice))
            .replace(/\{nightsMinus\}/g, String(nights - 1))
            .replace(/\{nights\}/g, String(nights))
            .replace(/\{dest\}/g, dest ? dest.words.name[language] : '')
            .replace(/\{at\}/g, dest ? ` ${dest.words.at[language]}` : '')
            .replace(/\{buys\}/g, KIND_DATA[store.kind].buys[language])
            .replace(/\{tripsLower\}/g, trips.toLowerCase())
            .replace(/\{trips\}/g, trips);
        out.translations.push({
          promotionId: id,
          locale,
          title: capitalize(fill(template.title[language])),
          offer: fill(template.offer[language]),
          description: fill(textFor(template.description, locale)),
          condition: condition(template, endsAt, min, language),
        });
      }
    }
  }
  flagShowcase(ctx, stores, out);
  return out;
}

const SLIDER = 20;
const HOMEPAGE = 20;
const DEALS_OF_MONTH = 4;

/** Slider, home page and deal-of-the-month picks: running promotions of hand-made stores present on every site. */
function flagShowcase(ctx: SeedContext, stores: StoreSet, set: PromotionSet): void {
  const rng = ctx.rng('promotion-flags');
  const everywhere = new Set(stores.curated.filter((s) => s.availability === 'all').map((s) => s.id));
  const soon = ctx.daysFromNow(4).getTime();
  const running = set.promotions.filter(
    (pr) => everywhere.has(pr.storeId) && (pr.endsAt == null || (pr.endsAt as Date).getTime() > soon) && (pr.startsAt as Date).getTime() <= ctx.now.getTime(),
  );
  // One showcased promotion per store at most, so that the slider does not repeat a brand.
  const perStore = new Map<number, PromotionRow[]>();
  for (const pr of running) perStore.set(pr.storeId, [...(perStore.get(pr.storeId) ?? []), pr]);
  const candidates = rng.shuffle([...perStore.values()].map((list) => rng.pick(list)));
  candidates.slice(0, SLIDER).forEach((pr, i) => {
    pr.inSlider = true;
    pr.sliderImageId = ctx.pools.slider[i % ctx.pools.slider.length] as number;
  });
  candidates.slice(SLIDER, SLIDER + HOMEPAGE).forEach((pr) => (pr.onHomepage = true));
  candidates.slice(SLIDER + HOMEPAGE, SLIDER + HOMEPAGE + DEALS_OF_MONTH).forEach((pr) => (pr.isDealOfMonth = true));
}
