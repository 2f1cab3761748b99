/**
 * The document a visitor arrives on skips the rendering of its regions below
 * the screen until they come near it (base.css, decision 0024). This
 * attribute on `<html>` turns that on: the server's page finisher adds it
 * (server/defer-bootstrap.ts), and the page removes it where a scroll
 * position is about to be restored (a reload, back or forward, a fragment)
 * and when the visitor leaves it for another page (scroll-manager.tsx).
 */
export const FIRST_LOAD_ATTRIBUTE = 'data-first-load';

/**
 * The regions of a page: the main element's children (or its only child's
 * children: a post, a tool) and the footer. The fonts reach the text a region
 * at a time (server/defer-bootstrap.ts); the first document renders the main
 * element's regions after the first three as they come near the screen
 * (base.css).
 */
export const PAGE_REGIONS = 'main > :not(:only-child), main > :only-child > *, .site-footer';

/**
 * Renders the whole document the visitor arrived on, what is on the screen
 * staying where it is: a region skipped past held a placeholder height, and
 * takes its own now, above the screen. (The browser's scroll anchoring does
 * not always step in when this happens in the middle of a navigation.)
 */
export function renderWholePage(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(FIRST_LOAD_ATTRIBUTE)) return;
  // The first region not wholly above the screen: it is rendered, so only the regions above it change height.
  const anchor = [...document.querySelectorAll(PAGE_REGIONS)].find((region) => region.getBoundingClientRect().bottom > 0);
  const before = anchor?.getBoundingClientRect().top ?? 0;
  root.removeAttribute(FIRST_LOAD_ATTRIBUTE);
  const moved = (anchor?.getBoundingClientRect().top ?? 0) - before;
  if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
}
