'use client';

import { Children, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

type SliderProps = {
  /** Names the carousel for screen readers ("Offres du moment"); or point `labelledBy` at a heading. */
  label?: string;
  labelledBy?: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
  /** "Next" on the last slide goes back to the first, "previous" on the first to the last (SPEC §2.7 promotions slider). */
  loop?: boolean;
  /**
   * How many slides the visible box holds per breakpoint, as Tailwind classes that set
   * `--per-view` (`[--per-view:1] lg:[--per-view:3]`); a fraction lets the next slide peek in.
   * The layout is plain CSS, so the server-rendered slides already sit where the carousel will keep
   * them: nothing shifts.
   */
  perView?: string;
  className?: string;
};

const DEFAULT_PER_VIEW = '[--per-view:1.18] sm:[--per-view:2] lg:[--per-view:3] xl:[--per-view:4]';

/**
 * A slide's width: `--per-view` slides and the gaps between them fill the visible box exactly.
 * The gap is each slide's right margin, outside its box, so a slide's box is its card's box: the
 * first slide starts at the box's left edge and the last whole one ends at its right edge. The last
 * slide has none, so that it ends flush with the box once scrolled to.
 */
const SLIDE =
  'min-w-0 shrink-0 grow-0 mr-4 last:mr-0 snap-start basis-[calc((100%_-_(var(--per-view)_-_1)_*_1rem)_/_var(--per-view))]';

/** The scrolling box: snaps to slides, no scrollbar, and a swipe past its end does not move the page. */
const TRACK =
  'flex overflow-x-auto overscroll-x-contain snap-x snap-mandatory motion-safe:scroll-smooth ' +
  '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden';

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <path
        d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A carousel of cards on the browser's own scrolling, with CSS scroll snapping: swipe, trackpad,
 * the arrow buttons, or the arrow keys while focus is inside it. A link tabbed to in a hidden slide
 * scrolls that slide into view (the browser does it). Each slide is a labelled group ("2 / 8")
 * inside a region announced as a carousel. Smooth scrolling unless the visitor prefers less motion.
 */
export function Slider({
  label,
  labelledBy,
  previousLabel,
  nextLabel,
  children,
  loop = false,
  perView = DEFAULT_PER_VIEW,
  className,
}: SliderProps) {
  const slides = Children.toArray(children);
  const trackRef = useRef<HTMLDivElement>(null);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const end = track.scrollWidth - track.clientWidth;
      setCanPrevious(end > 1 && (loop || track.scrollLeft > 1));
      setCanNext(end > 1 && (loop || track.scrollLeft < end - 1));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    track.addEventListener('scroll', schedule, { passive: true });
    // Also when the box first shows (a tab opened) or the window changes size.
    const observer = new ResizeObserver(schedule);
    observer.observe(track);
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', schedule);
      observer.disconnect();
    };
  }, [loop]);

  /** One slide (and its gap) towards `direction`; snapping settles it on a slide's start. */
  const move = (direction: -1 | 1) => {
    const track = trackRef.current;
    const [first, second] = track?.children ?? [];
    if (!track || !first) return;
    const end = track.scrollWidth - track.clientWidth;
    if (loop && direction > 0 && track.scrollLeft >= end - 1) return track.scrollTo({ left: 0 });
    if (loop && direction < 0 && track.scrollLeft <= 1) return track.scrollTo({ left: end });
    const step = second ? second.getBoundingClientRect().left - first.getBoundingClientRect().left : track.clientWidth;
    track.scrollBy({ left: direction * step });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const buttonClass =
    'inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-primary-800 shadow-card ' +
    'transition-colors hover:bg-primary-50 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cx('relative', className)}
      onKeyDown={onKeyDown}
    >
      <div ref={trackRef} className={cx(TRACK, perView)}>
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
            className={SLIDE}
          >
            {slide}
          </div>
        ))}
      </div>
      {/* Always rendered, so the page does not move when the carousel learns it can scroll. */}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={buttonClass} aria-label={previousLabel} onClick={() => move(-1)} disabled={!canPrevious}>
          <Arrow direction="previous" />
        </button>
        <button type="button" className={buttonClass} aria-label={nextLabel} onClick={() => move(1)} disabled={!canNext}>
          <Arrow direction="next" />
        </button>
      </div>
    </section>
  );
}
