import { Img } from '@/components/ui/Img';
import { useTranslations } from 'next-intl';
import { Badge, Card, Price, Stars } from '@/components/ui';
import type { PropertySummary } from '@/lib/contracts';
import { OUTBOUND_REL, outPath } from '@/lib/outbound';

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
export function PropertyCard({ property }: { property: PropertySummary }) {
  const t = useTranslations('Deals');
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
        {property.is_last_minute || property.discount_percent ? (
          <div className="absolute top-2 left-2 flex flex-col items-start gap-1.5 sm:top-3 sm:left-3 sm:flex-row sm:flex-wrap">
            {property.is_last_minute ? (
              <Badge variant="lastMinute" size="sm">
                {t('lastMinute')}
              </Badge>
            ) : null}
            {property.discount_percent ? (
              <Badge variant="deal" size="sm">
                {t('discount', { percent: property.discount_percent })}
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-1.5 sm:p-4">
        <div className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
          <span>{property.property_category.name}</span>
          <Stars rating={property.rating} size="sm" />
        </div>
        <h3 className="text-base leading-snug font-bold text-ink">
          <a
            href={outPath('property', property.id)}
            target="_blank"
            rel={OUTBOUND_REL}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary-700"
          >
            {property.name}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        </h3>
        {place ? (
          <p className="flex items-center gap-1 text-sm text-muted">
            <PinIcon />
            {place}
          </p>
        ) : null}
        <p className="text-sm text-muted">{t('nights', { count: property.duration })}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2 sm:border-t sm:border-line sm:pt-3">
          <div className="min-w-0">
            <Price amount={property.price} originalAmount={reduced ? property.old_price! : undefined} from size="md" />
            <p className="truncate text-xs text-muted">{t('partner', { partner: property.partner.name })}</p>
          </div>
          <span aria-hidden="true" className="hidden shrink-0 text-sm font-semibold text-primary-700 group-hover:underline sm:inline">
            {t('viewDeal')} →
          </span>
        </div>
      </div>
    </Card>
  );
}

/** Property deals in a responsive grid: one column on phones, up to four on wide screens. */
export function PropertyGrid({ properties }: { properties: PropertySummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}
