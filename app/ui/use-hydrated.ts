import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the page's
 * script runs: what works without JavaScript renders first, what needs it
 * takes over after (a link becomes a button, a poster a player).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** Whether a media query matches, following changes; `serverValue` until the page's script runs. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
