import { PlaceCard } from '@/components/deals/PlaceCard';
import type { PlaceCardData } from '@/components/deals/types';
import { Slider } from '@/components/ui/Slider';

type DestinationSliderProps = {
  places: PlaceCardData[];
  /** Names the carousel: the id of a heading, or a text. */
  labelledBy?: string;
  label?: string;
  previousLabel: string;
  nextLabel: string;
};

/** Regions or places as tall picture cards in a carousel: about one and a half on phones, five on wide screens. */
export function DestinationSlider({ places, labelledBy, label, previousLabel, nextLabel }: DestinationSliderProps) {
  return (
    <Slider
      labelledBy={labelledBy}
      label={label}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
      perView="[--per-view:1.4] min-[420px]:[--per-view:2] md:[--per-view:3] lg:[--per-view:4] xl:[--per-view:5]"
    >
      {places.map((place) => (
        <PlaceCard
          key={place.id}
          place={place}
          shape="tall"
          sizes="(min-width: 1200px) 264px, (min-width: 992px) 25vw, (min-width: 768px) 33vw, (min-width: 420px) 50vw, 70vw"
        />
      ))}
    </Slider>
  );
}
