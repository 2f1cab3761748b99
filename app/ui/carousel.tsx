import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useCallback, useSyncExternalStore } from 'react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_DRAG_THRESHOLD_PX, CAROUSEL_DURATION, MOBILE_BREAKPOINT_PX } from '../constants.ts';
import { ArrowRightIcon } from './icons.tsx';
import { useMediaQuery } from './use-hydrated.ts';

/**
 * The generic slider of SPEC.md §2 on Embla: autoplay every 3 s (stopped by
 * hover, focus, interaction, or a preference for reduced motion), a 3 px drag
 * threshold, and below 768 px draggable, contained and free-scrolling.
 * Before the script runs the row simply scrolls sideways, so every slide is
 * reachable without JavaScript.
 */
export function Carousel({ label, children, arrows = true }: { label: string; children: React.ReactNode[]; arrows?: boolean }) {
  // No autoplay until the page knows the visitor does not mind motion.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', true);

  const [viewport, api] = useEmblaCarousel(
    {
      align: 'start',
      containScroll: 'trimSnaps',
      dragThreshold: CAROUSEL_DRAG_THRESHOLD_PX,
      duration: CAROUSEL_DURATION,
      breakpoints: { [`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`]: { dragFree: true } },
    },
    reducedMotion ? [] : [Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: true, stopOnMouseEnter: true, stopOnFocusIn: true })],
  );
  const ready = Boolean(api);
  // Whether the arrows can move, from Embla's own state as it changes.
  const subscribe = useCallback(
    (onChange: () => void) => {
      api?.on('select', onChange).on('reInit', onChange);
      return () => {
        api?.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? true,
    () => true,
  );

  return (
    <div className="carousel" data-ready={ready} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport" ref={viewport}>
        <ul className="carousel__container">
          {children.map((child, index) => (
            <li className="carousel__slide" key={index} aria-roledescription="slide" aria-label={`${index + 1} of ${children.length}`}>
              {child}
            </li>
          ))}
        </ul>
      </div>
      {arrows && (
        <div className="carousel__arrows">
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            onClick={() => api?.scrollPrev()}
            disabled={!ready || !canPrev}
          >
            <ArrowRightIcon />
            <span className="visually-hidden">Previous</span>
          </button>
          <button type="button" className="carousel__arrow" onClick={() => api?.scrollNext()} disabled={!ready || !canNext}>
            <ArrowRightIcon />
            <span className="visually-hidden">Next</span>
          </button>
        </div>
      )}
    </div>
  );
}
