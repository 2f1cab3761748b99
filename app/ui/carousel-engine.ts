/**
 * Embla with the options of SPEC.md §2, loaded by the carousel only when it
 * comes near the screen or a visitor uses it (carousel.tsx): no page pays for
 * it before then.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_DRAG_THRESHOLD_PX, CAROUSEL_DURATION, MOBILE_BREAKPOINT_PX } from '../constants.ts';

export type CarouselApi = EmblaCarouselType;

/** Autoplay every 3 s (stopped by hover, focus or interaction; none for reduced motion), a 3 px drag threshold, free dragging on phones. */
export function startCarousel(viewport: HTMLElement, reducedMotion: boolean): CarouselApi {
  return EmblaCarousel(
    viewport,
    {
      align: 'start',
      containScroll: 'trimSnaps',
      dragThreshold: CAROUSEL_DRAG_THRESHOLD_PX,
      duration: CAROUSEL_DURATION,
      breakpoints: { [`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`]: { dragFree: true } },
    },
    reducedMotion ? [] : [Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: true, stopOnMouseEnter: true, stopOnFocusIn: true })],
  );
}
