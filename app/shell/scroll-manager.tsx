import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation, useNavigationType } from 'react-router';
import { HASH_SCROLL_DELAY_MS } from '../constants.ts';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Scroll on navigation (SPEC.md §2): to the top, or, when the address has a
 * hash, smoothly to that element after 100 ms (the top if there is none).
 * Back and forward restore where the visitor was.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const positions = useRef(new Map<string, number>());
  const first = useRef(true);

  // Where the visitor is when they leave: kept as a navigation starts, before the next page changes the layout
  // (the scroll listener below may not have run yet on a busy device).
  useIsomorphicLayoutEffect(() => {
    if (navigation.state === 'idle') return;
    positions.current.set(location.key, window.scrollY);
  }, [navigation.state]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => positions.current.set(window.history.state?.key ?? location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    // The first render keeps the page where it is: the browser placed it (a reload, a hash in the first address),
    // and the visitor may have scrolled or followed a link to the top before the page came alive.
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP' && positions.current.has(location.key)) {
      return restoreScroll(positions.current.get(location.key)!);
    }
    if (!location.hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (!target) {
        window.scrollTo(0, 0);
        return;
      }
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key]);

  return null;
}

/** The longest a restored position waits for the page to grow tall enough (images, styles, late content). */
const RESTORE_WAIT_MS = 1000;

/**
 * Back and forward: scroll to where the visitor was. On a slow device the
 * page may not yet be as tall as it was; then the position is set again as
 * the page grows, until it is reached or a second has passed.
 */
function restoreScroll(top: number): () => void {
  window.scrollTo(0, top);
  if (window.scrollY >= top - 1) return () => undefined;
  const userInput = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userInput) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (window.scrollY >= top - 1) stop();
  });
  observer.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  // The visitor scrolling meanwhile wins.
  for (const type of userInput) window.addEventListener(type, stop, { passive: true });
  return stop;
}
