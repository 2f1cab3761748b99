import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_DRAG_THRESHOLD_PX, CAROUSEL_DURATION, MOBILE_BREAKPOINT_PX } from '../constants.ts';
import { ArrowRightIcon } from './icons.tsx';

/**
 * The generic slider of SPEC.md §2 on Embla: autoplay every 3 s (stopped by
 * hover, focus, interaction, or a preference for reduced motion), a 3 px drag
 * threshold, and below 768 px draggable, contained and free-scrolling.
 * Before the script runs the row simply scrolls sideways, so every slide is
 * reachable without JavaScript.
 */
export function Carousel({ label, children, arrows = true }: { label: string; children: React.ReactNode[]; arrows?: boolean }) {
  const [reducedMotion, setReducedMotion] = useState(true);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

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
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const [ready, setReady] = useState(false);

  const update = useCallback(() => {
    if (!api) return;
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    setReady(true);
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, update]);

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
          <button type="button" className="carousel__arrow carousel__arrow--prev" onClick={() => api?.scrollPrev()} disabled={!ready || !canPrev}>
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
