'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

type SliderProps = {
  /** Names the carousel for screen readers ("Offres du moment"); or point `labelledBy` at a heading. */
  label?: string;
  labelledBy?: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
  /** Starts again at the first slide after the last (SPEC §2.7 promotions slider). */
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
 * first slide starts at the box's left edge and the last whole one ends at its right edge. Embla
 * reads the last slide's margin as the gap before the first when it loops; without a loop the last
 * slide has none, so that it ends flush with the box once scrolled to.
 */
const SLIDE = 'min-w-0 shrink-0 grow-0 mr-4 basis-[calc((100%_-_(var(--per-view)_-_1)_*_1rem)_/_var(--per-view))]';

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
 * A carousel of cards on Embla: swipe or drag, the arrow buttons, or the arrow keys while focus is
 * inside it. A link tabbed to in a hidden slide scrolls that slide into view. Each slide is a
 * labelled group ("2 / 8") inside a region announced as a carousel.
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
  const rootRef = useRef<HTMLElement>(null);
  // The carousel is created once it comes near the screen (its viewport ref is set then): sliders
  // below the fold or in a hidden tab cost nothing while the page loads, not even a measurement.
  // Until then the slides sit where CSS put them.
  const [near, setNear] = useState(false);
  const [viewportRef, embla] = useEmblaCarousel({ loop, align: 'start', containScroll: 'trimSnaps', watchFocus: true });
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '200px' });
    observer.observe(root);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrevious(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const buttonClass =
    'inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-primary-800 shadow-card ' +
    'transition-colors hover:bg-primary-50 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-white';

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cx('relative', className)}
      onKeyDown={onKeyDown}
    >
      <div ref={near ? viewportRef : undefined} className="overflow-hidden">
        <div className={cx('flex touch-pan-y touch-pinch-zoom', perView)}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              className={cx(SLIDE, !loop && 'last:mr-0')}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Always rendered, so the page does not move when the carousel learns it can scroll. */}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={buttonClass} aria-label={previousLabel} onClick={previous} disabled={!canPrevious}>
          <Arrow direction="previous" />
        </button>
        <button type="button" className={buttonClass} aria-label={nextLabel} onClick={next} disabled={!canNext}>
          <Arrow direction="next" />
        </button>
      </div>
    </section>
  );
}
