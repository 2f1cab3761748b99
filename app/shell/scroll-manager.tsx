import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
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
  const positions = useRef(new Map<string, number>());
  const first = useRef(true);

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
    if (navigationType === 'POP' && positions.current.has(location.key)) {
      window.scrollTo(0, positions.current.get(location.key)!);
      return;
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
