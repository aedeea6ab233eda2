import type { ReactNode } from 'react';
import { cx } from './cx';

type SectionHeadingProps = {
  title: ReactNode;
  level?: 1 | 2 | 3;
  id?: string;
  /** A small line above the title ("Nos coups de cœur"). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Usually a "see all" link, aligned to the right from 576px. */
  action?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
};

const sizes = { 1: 'text-h1', 2: 'text-h2', 3: 'text-h3' } as const;

/** The heading of a page section; pass `id` and point the section's aria-labelledby at it. */
export function SectionHeading({
  title,
  level = 2,
  id,
  eyebrow,
  description,
  action,
  align = 'start',
  className,
}: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div
      className={cx(
        'mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between md:mb-6',
        align === 'center' && 'items-center text-center sm:flex-col sm:items-center',
        className,
      )}
    >
      <div className="flex flex-col gap-1.5">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
        ) : null}
        <Heading id={id} className={cx(sizes[level], 'text-primary-950')}>
          {title}
        </Heading>
        {description ? <p className="max-w-reading text-muted">{description}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
