import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CarouselApi } from './carousel-engine.ts';
import { ArrowRightIcon } from './icons.tsx';
import { useHydrated, useMediaQuery } from './use-hydrated.ts';

/** How close to the screen the carousel loads its engine, so it is ready before it is seen. */
const NEAR_MARGIN = '600px';

/**
 * The generic slider of SPEC.md §2 on Embla: autoplay every 3 s (stopped by
 * hover, focus, interaction, or a preference for reduced motion), a 3 px drag
 * threshold, and below 768 px draggable, contained and free-scrolling.
 * Before the script runs the row simply scrolls sideways, so every slide is
 * reachable without JavaScript. Embla itself (carousel-engine.ts) loads when
 * the carousel comes near the screen, or at once when a visitor presses an
 * arrow or touches it first (the press then moves it).
 */
export function Carousel({ label, children, arrows = true }: { label: string; children: React.ReactNode[]; arrows?: boolean }) {
  // No autoplay until the page knows the visitor does not mind motion.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', true);
  const hydrated = useHydrated();
  const viewport = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi>();
  // An arrow pressed before the engine arrived: carried out once it has.
  const pending = useRef<'prev' | 'next' | null>(null);

  useEffect(() => {
    const node = viewport.current;
    if (wanted || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    const node = viewport.current;
    if (!wanted || !node) return;
    let engine: CarouselApi | undefined;
    let cancelled = false;
    import('./carousel-engine.ts')
      .then(({ startCarousel }) => {
        if (cancelled) return;
        engine = startCarousel(node, reducedMotion);
        if (pending.current === 'next') engine.scrollNext();
        if (pending.current === 'prev') engine.scrollPrev();
        pending.current = null;
        setApi(engine);
      })
      // Not loaded (offline): the row keeps scrolling sideways on its own.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      engine?.destroy();
      setApi(undefined);
    };
  }, [wanted, reducedMotion]);

  useEffect(() => {
    api?.reInit();
  }, [api, children.length]);

  const ready = Boolean(api);
  const move = (direction: 'prev' | 'next') => {
    if (api) return direction === 'next' ? api.scrollNext() : api.scrollPrev();
    pending.current = direction;
    setWanted(true);
  };
  // Whether the arrows can move, from Embla's own state as it changes (before it loads: at the first slide).
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
    <div
      className="carousel"
      data-ready={ready}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
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
            onClick={() => move('prev')}
            disabled={!hydrated || !canPrev}
          >
            <ArrowRightIcon />
            <span className="visually-hidden">Previous</span>
          </button>
          <button type="button" className="carousel__arrow" onClick={() => move('next')} disabled={!hydrated || !canNext}>
            <ArrowRightIcon />
            <span className="visually-hidden">Next</span>
          </button>
        </div>
      )}
    </div>
  );
}
