import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation, useNavigationType } from 'react-router';
import { HASH_SCROLL_DELAY_MS } from '../constants.ts';
import { renderWholePage } from './first-load.ts';

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
  // The document the visitor arrived on may hold placeholder heights for regions they skipped past (base.css,
  // decision 0024): it renders whole first, so the position kept is the one it will have when they come back.
  useIsomorphicLayoutEffect(() => {
    if (navigation.state === 'idle') return;
    renderWholePage();
    positions.current.set(location.key, window.scrollY);
  }, [navigation.state]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => positions.current.set(window.history.state?.key ?? location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    // The first render keeps the browser's own position (a reload, or a hash in the first address).
    if (first.current) {
      first.current = false;
      if (!location.hash) return;
    }
    // A page reached in the visit renders whole, before a position is restored in it.
    renderWholePage();
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
