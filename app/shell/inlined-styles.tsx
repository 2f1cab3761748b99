import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A stored page carries its stylesheets inline (server/inline-styles.ts), each
 * beside its own print-only link. React manages the links, not the inlined
 * copies: once a navigation drops an area's link (leaving the home page for
 * another area), its inlined CSS goes too, so it never styles a page it was
 * not written for. The stylesheets a stored page keeps for after its first
 * paint (the web fonts) are turned on once the page's script runs, unless
 * its bootstrap loads the fonts itself (server/defer-bootstrap.ts).
 */
export function InlinedStyles() {
  const { pathname } = useLocation();
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]')) link.media = 'all';
  }, []);
  useIsomorphicLayoutEffect(() => {
    const linked = new Set(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    );
    for (const style of document.head.querySelectorAll<HTMLStyleElement>('style[data-href]'))
      if (!linked.has(style.dataset.href ?? null)) style.remove();
  }, [pathname]);
  return null;
}
