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
   * Width of one slide per breakpoint, as Tailwind `basis-*` classes. The layout is plain CSS, so
   * the server-rendered slides already sit where the carousel will keep them: nothing shifts.
   */
  slideClassName?: string;
  className?: string;
};

const DEFAULT_SLIDE = 'basis-[85%] sm:basis-1/2 lg:basis-1/3 xl:basis-1/4';

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
  slideClassName = DEFAULT_SLIDE,
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
        <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              className={cx('min-w-0 shrink-0 grow-0 pl-4', slideClassName)}
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
