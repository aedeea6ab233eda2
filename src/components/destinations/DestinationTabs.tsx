'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

export type DestinationTab = { key: string; label: string; panel: ReactNode };

/**
 * Featured destinations as tabs (the home page's sublocation sliders): one tab per destination,
 * its panel holds its slider. Every panel is rendered on the server, the hidden ones with `hidden`.
 * Keyboard as in the ARIA tabs pattern: arrows, Home and End move and select.
 */
export function DestinationTabs({ label, tabs }: { label: string; tabs: DestinationTab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="-mx-1 mb-6 flex gap-2 overflow-x-auto px-1 pt-1 pb-2">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              'min-h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              index === selected
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-line bg-white text-primary-900 hover:border-primary-300 hover:bg-primary-50',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
