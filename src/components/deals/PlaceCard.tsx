import { Img } from '@/components/ui/Img';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import type { PlaceCardData } from './types';

type PlaceCardProps = {
  place: PlaceCardData;
  /** A line under the name ("6 sous-catégories"). */
  detail?: ReactNode;
  /** The `sizes` of the picture for the grid or slider it sits in. */
  sizes: string;
  /** `tall` for sliders and hero grids, `wide` for lists. */
  shape?: 'tall' | 'wide';
  headingLevel?: 2 | 3;
};

/** A destination or category as a picture with its name over it; the card is one link. */
export function PlaceCard({ place, detail, sizes, shape = 'wide', headingLevel = 3 }: PlaceCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cx(
        'group relative isolate flex h-full flex-col justify-end overflow-hidden rounded-xl bg-primary-800 shadow-card',
        shape === 'tall' ? 'aspect-[3/4]' : 'aspect-[4/3] sm:aspect-[16/10]',
      )}
    >
      {place.image ? (
        <Img
          src={place.image.url}
          alt=""
          fill
          sizes={sizes}
          className="-z-10 object-cover transition-transform duration-500 group-hover:scale-105"
        />
      ) : null}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/25 to-transparent" />
      <div className="p-3 sm:p-4">
        <Heading className="text-base leading-tight font-bold text-white sm:text-lg md:text-xl">
          <Link href={place.href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-white">
            {place.name}
          </Link>
        </Heading>
        {detail ? <p className="mt-1 text-sm text-white/90">{detail}</p> : null}
      </div>
    </article>
  );
}

/** Picture cards in a grid: two columns on phones, up to four on wide screens. */
export function PlaceGrid({
  places,
  detailOf,
  headingLevel,
}: {
  places: PlaceCardData[];
  detailOf?: (place: PlaceCardData) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-3 xl:grid-cols-4">
      {places.map((place) => (
        <li key={place.id}>
          <PlaceCard
            place={place}
            detail={detailOf?.(place)}
            headingLevel={headingLevel}
            sizes="(min-width: 1200px) 320px, (min-width: 992px) 33vw, 50vw"
          />
        </li>
      ))}
    </ul>
  );
}

/** Short links as pills (countries of a continent, regions of a country). */
export function LinkChips({ links, label }: { links: { id: number | string; name: string; href: string }[]; label?: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {links.map((link) => (
        <li key={link.id}>
          <Link
            href={link.href}
            className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink shadow-sm hover:border-primary-300 hover:bg-primary-50 hover:text-primary-800"
          >
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
