'use client';

import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from './ChevronDown';
import { cx } from './cx';

export type DisclosureProps = {
  /** The always visible question or title; it becomes the button's name. */
  title: ReactNode;
  children: ReactNode;
  /** The heading level that wraps the button, to fit the page outline (FAQ under an h2: 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
};

/** A show/hide section (FAQ item): a heading with a button that controls a labelled region. */
export function DisclosurePanel({ title, children, headingLevel = 3, className }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cx('rounded-xl border border-line bg-surface', className)}>
      <Heading className="text-base font-semibold">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-4 py-3.5 text-left text-primary-950 hover:bg-primary-50 md:px-5"
        >
          <span>{title}</span>
          <ChevronDown open={open} className="size-5 text-primary-700 transition-transform duration-200" />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-4 pb-4 md:px-5">
        {children}
      </div>
    </div>
  );
}
