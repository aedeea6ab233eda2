'use client';

import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PlaceCardData } from '@/components/deals/types';
import { cx } from '@/components/ui/cx';
import Link from 'next/link';

// The cards and their pictures in a chunk of their own, fetched when a tab past the first is chosen.
const DestinationSlider = lazy(() => import('./DestinationSlider').then((module) => ({ default: module.DestinationSlider })));

export type DestinationTab = {
  id: number;
  name: string;
  /**
   * The first tab's carousel, rendered by the server. The other tabs send their places instead,
   * drawn in the browser when the tab is first chosen: a carousel's markup weighs many times its
   * data, and every tab's would be in the page's payload.
   */
  slider?: ReactNode;
  places?: PlaceCardData[];
  /** Names the carousel ("Destinations à découvrir : Espagne"). */
  sliderLabel: string;
  /** The link under the carousel ("Découvrir Espagne"). */
  discover: ReactNode;
};

type DestinationTabsProps = {
  label: string;
  tabs: DestinationTab[];
  previousLabel: string;
  nextLabel: string;
};

/**
 * Featured destinations as tabs (the home page's sublocation sliders): one tab per destination,
 * its panel holds its carousel. A panel not opened yet holds only its links (light HTML that
 * crawlers still follow); its pictures and carousel come when its tab is first chosen.
 * Keyboard as in the ARIA tabs pattern: arrows, Home and End move and select.
 */
export function DestinationTabs({ label, tabs, previousLabel, nextLabel }: DestinationTabsProps) {
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const choose = (index: number) => {
    setSelected(index);
    setOpened((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + tabs.length) % tabs.length;
    choose(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="-mx-1 mb-6 flex gap-2 overflow-x-auto px-1 pt-1 pb-2">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              'min-h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              index === selected
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-line bg-white text-primary-900 hover:border-primary-300 hover:bg-primary-50',
            )}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
        >
          {tab.slider ??
            (opened.has(index) ? (
              <Suspense fallback={<PlaceLinks places={tab.places ?? []} />}>
                <DestinationSlider places={tab.places ?? []} label={tab.sliderLabel} previousLabel={previousLabel} nextLabel={nextLabel} />
              </Suspense>
            ) : (
              <PlaceLinks places={tab.places ?? []} />
            ))}
          {tab.discover}
        </div>
      ))}
    </div>
  );
}

/** A panel's places as plain links, until its carousel is drawn. */
function PlaceLinks({ places }: { places: PlaceCardData[] }) {
  return (
    <ul>
      {places.map((place) => (
        <li key={place.id}>
          <Link href={place.href}>{place.name}</Link>
        </li>
      ))}
    </ul>
  );
}
