import { Img } from '@/components/ui/Img';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { formatPrice, PriceView, type PriceWords } from '@/components/ui/PriceView';
import { clampRating, StarsGraphic } from '@/components/ui/StarsGraphic';
import type { PropertySummary } from '@/lib/contracts';
import { numberFormat } from '@/lib/intl-formatters';
import { OUTBOUND_REL, outPath } from '@/lib/outbound';

/**
 * A deal card's markup, its words given, for both sides: PropertyCard words it on the server
 * (next-intl), the comparator in the browser (src/i18n/client), which draws each view it loads.
 * UI parts come from their own files: this file is part of the comparator's script.
 */

export type PropertyCardWords = {
  lastMinute: string;
  /** "-30 %", when the deal has a discount. */
  discount: string | null;
  nights: string;
  /** "160 €/nuit" shown, "soit 160 € par nuit" read; null for a stay of no night. */
  perNight: { shown: string; read: string } | null;
  partner: string;
  viewDeal: string;
  newTab: string;
  stars: { label: string; formatted: string };
  price: PriceWords;
};

/** A translation function of one namespace, as both sides' `useTranslations` give it. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The words of a deal's card, from the `Deals` and `UI` messages. */
export function propertyCardWords(property: PropertySummary, locale: string, deals: Translate, ui: Translate): PropertyCardWords {
  const rating = clampRating(property.rating, 5);
  const formatted = numberFormat(locale, { maximumFractionDigits: 1 }).format(rating);
  return {
    lastMinute: deals('lastMinute'),
    discount: property.discount_percent ? deals('discount', { percent: property.discount_percent }) : null,
    nights: deals('nights', { count: property.duration }),
    perNight: perNightWords(property, locale, deals),
    partner: deals('partner', { partner: property.partner.name }),
    viewDeal: deals('viewDeal'),
    newTab: deals('newTab'),
    stars: { label: ui('stars.label', { rating: formatted, max: 5 }), formatted },
    price: { from: ui('price.from'), now: ui('price.now'), was: ui('price.was') },
  };
}

/** The price per night, rounded to the euro (the total stays exact beside it). */
function perNightWords(property: PropertySummary, locale: string, deals: Translate): PropertyCardWords['perNight'] {
  if (property.duration < 1) return null;
  const price = formatPrice(Math.round(property.price / property.duration), locale);
  return { shown: deals('perNight', { price }), read: deals('perNightLabel', { price }) };
}

/** The place of a deal, most precise first, without repeating a name ("Sintra, Portugal"). */
function placeOf(property: PropertySummary): string {
  const names = [property.city?.name, property.region?.name, property.country?.name].filter((n): n is string => Boolean(n));
  const [first, ...rest] = [...new Set(names)];
  return first ? [first, rest.at(-1)].filter(Boolean).join(', ') : '';
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0 text-primary-600">
      <path
        d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * A property deal of the datafeed. The name is the one link of the card, stretched over it, and
 * leads out to the partner (a paid link, in a new tab, counted by /out).
 */
export function PropertyCardView({ property, locale, words }: { property: PropertySummary; locale: string; words: PropertyCardWords }) {
  const place = placeOf(property);
  const reduced = property.old_price !== null && property.old_price > property.price;
  return (
    <Card as="article" padding="none" interactive className="group flex h-full sm:flex-col">
      {/* Phones get a row (picture beside the text) so that eight deals do not fill eight screens. */}
      <div className="relative w-28 shrink-0 bg-primary-50 min-[420px]:w-36 sm:aspect-[3/2] sm:w-auto">
        <Img
          src={property.image}
          alt=""
          fill
          sizes="(min-width: 1200px) 320px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 144px"
          className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {property.is_last_minute || words.discount ? (
          // On a phone the picture is a narrow column: the badges stay inside it, a long word wrapping.
          <div className="absolute inset-x-2 top-2 flex flex-col items-start gap-1.5 sm:inset-x-3 sm:top-3 sm:flex-row sm:flex-wrap">
            {property.is_last_minute ? (
              <Badge variant="lastMinute" size="sm" className="max-w-full leading-tight! whitespace-normal!">
                {words.lastMinute}
              </Badge>
            ) : null}
            {words.discount ? (
              <Badge variant="deal" size="sm">
                {words.discount}
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-1.5 sm:p-4">
        <div className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
          <span>{property.property_category.name}</span>
          <StarsGraphic value={clampRating(property.rating, 5)} max={5} label={words.stars.label} formatted={words.stars.formatted} size="sm" />
        </div>
        <h3 className="text-base leading-snug font-bold text-ink">
          <a
            href={outPath('property', property.id)}
            target="_blank"
            rel={OUTBOUND_REL}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary-700"
          >
            {property.name}
            <span className="sr-only"> {words.newTab}</span>
          </a>
        </h3>
        {place ? (
          <p className="flex items-center gap-1 text-sm text-muted">
            <PinIcon />
            {place}
          </p>
        ) : null}
        <p className="text-sm text-muted">{words.nights}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2 sm:border-t sm:border-line sm:pt-3">
          <div className="min-w-0">
            {/* The per night sits beside the total when it fits, under it when not; its dot is clipped where it starts a line. */}
            <div className="overflow-hidden">
              <div className="-ml-4 flex flex-wrap items-baseline">
                <PriceView
                  amount={property.price}
                  originalAmount={reduced ? property.old_price! : undefined}
                  locale={locale}
                  words={words.price}
                  size="md"
                  className="ml-4"
                />
                {words.perNight ? (
                  <span
                    className="relative ml-4 text-sm whitespace-nowrap text-muted before:absolute before:-left-3 before:content-['·']"
                    data-per-night=""
                  >
                    <span aria-hidden="true">{words.perNight.shown}</span>
                    <span className="sr-only">{words.perNight.read}</span>
                  </span>
                ) : null}
              </div>
            </div>
            <p className="truncate text-xs text-muted">{words.partner}</p>
          </div>
          <span aria-hidden="true" className="hidden shrink-0 text-sm font-semibold text-primary-700 group-hover:underline sm:inline">
            {words.viewDeal} →
          </span>
        </div>
      </div>
    </Card>
  );
}
