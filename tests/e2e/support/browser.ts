import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page and run its effects, and its web fonts are in. The scroll manager's first
 * effect takes over scroll restoration, so once `history.scrollRestoration` is "manual" the shell's timers and
 * listeners (cookie banner, return-to-top, dropdowns) are in place. A font arriving later re-flows the text and the
 * browser's scroll anchoring moves the page to keep its place: one more scroll event, which restarts anything timed
 * from the last scroll (with a paused clock, the wait is then for nothing). So tests start from the settled page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual' && '__reactRouterDataRouter' in window, undefined, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** A client-side navigation, as a <Link> click makes it (React Router's own router). */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter;
    void router.navigate(target);
  }, to);
}

/** Keeps the cookie banner away (consent already given) for tests about something else. */
export async function acceptCookiesUpFront(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem('cookie-consent', 'accepted');
    } catch {
      // ignore
    }
  });
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

export async function expectScrollNear(page: Page, target: number, tolerance = 2): Promise<void> {
  await expect.poll(() => scrollY(page), { message: `scroll position near ${target}` }).toBeGreaterThanOrEqual(target - tolerance);
  await expect.poll(() => scrollY(page), { message: `scroll position near ${target}` }).toBeLessThanOrEqual(target + tolerance);
}

/**
 * Records the pictures taken out of the page under `within` from its first byte (a picture built again after
 * hydration is fetched, decoded and laid out again: the longest task of a gallery's page, issue 17). Call before the
 * navigation; the returned function reads the record (each entry the start of the removed element).
 */
export async function recordRemovedPictures(page: Page, within: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const removed: string[] = [];
    (window as unknown as { removedPictures: string[] }).removedPictures = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (
            node instanceof Element &&
            (node.matches('img') || node.querySelector('img')) &&
            (record.target as Element).closest?.(selector)
          )
            removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  }, within);
  return () => page.evaluate(() => (window as unknown as { removedPictures: string[] }).removedPictures);
}
