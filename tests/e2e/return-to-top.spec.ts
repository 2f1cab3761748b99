/**
 * SPEC.md §2 "Return-to-top button": appears after scrolling more than
 * 300 px, with the scroll handling debounced at 100 ms; it returns to the top.
 * The page's clock is paused, so the 100 ms are exact.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectScrollNear, waitForHydration } from './support/browser.ts';
import { onePerTemplate } from './support/content.ts';

/** Hidden means: not in the accessibility tree, not clickable, not seen. */
async function expectHidden(page: Page) {
  await expect(page.getByRole('link', { name: 'Back to top' })).toHaveCount(0);
  const button = page.locator('.return-to-top');
  if ((await button.count()) > 0) {
    await expect(button).toHaveCSS('pointer-events', 'none');
    expect(await button.evaluate((element) => element.getAttribute('tabindex'))).toBe('-1');
  }
}

async function expectShown(page: Page) {
  const button = page.getByRole('link', { name: 'Back to top' });
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('opacity', '1');
  await expect(button).toBeInViewport();
}

/** Scrolls at once and waits until the page has seen the scroll event (time stands still meanwhile). */
async function scrollTo(page: Page, top: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    top,
  );
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/about');
  await waitForHydration(page);
  // Let the mount-time check settle.
  await page.clock.runFor(200);
});

test('hidden at the top of the page', async ({ page }) => {
  await expectHidden(page);
});

test('appears 100 ms after the page is scrolled past 300 px, not before', async ({ page }) => {
  await scrollTo(page, 600);
  await expectHidden(page);
  await page.clock.runFor(95);
  await expectHidden(page);
  await page.clock.runFor(10);
  await expectShown(page);
});

test('scrolling that keeps going restarts the 100 ms', async ({ page }) => {
  await scrollTo(page, 400);
  await page.clock.runFor(80);
  await scrollTo(page, 500);
  await page.clock.runFor(80);
  await expectHidden(page);
  await page.clock.runFor(30);
  await expectShown(page);
});

test('not shown at 300 px or less', async ({ page }) => {
  await scrollTo(page, 300);
  await page.clock.runFor(150);
  await expectHidden(page);
  await scrollTo(page, 301);
  await page.clock.runFor(150);
  await expectShown(page);
});

test('clicking it returns to the top, and it hides again', async ({ page }) => {
  await scrollTo(page, 1500);
  await page.clock.runFor(150);
  await expectShown(page);
  await page.getByRole('link', { name: 'Back to top' }).click();
  // Smooth scrolling runs on the browser's own clock.
  await expectScrollNear(page, 0);
  await page.clock.runFor(150);
  await expectHidden(page);
});

test('on a phone it never covers an FAQ toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/faq');
  await waitForHydration(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 400; y < height - 700; y += 250) {
    await scrollTo(page, y);
    await page.clock.runFor(150);
    const overlaps = await page.evaluate(() => {
      const button = document.querySelector('.return-to-top')!.getBoundingClientRect();
      // The toggle is the "+" drawn at one end of each question's row (about 1rem wide): find which end.
      return [...document.querySelectorAll('.question__summary')].filter((summary) => {
        const row = summary.getBoundingClientRect();
        const atStart = getComputedStyle(summary, '::before').content.includes('+');
        const toggle = atStart
          ? { left: row.left, right: row.left + 16, top: row.top, bottom: row.bottom }
          : { left: row.right - 16, right: row.right, top: row.top, bottom: row.bottom };
        return toggle.left < button.right && toggle.right > button.left && toggle.top < button.bottom && toggle.bottom > button.top;
      }).length;
    });
    expect(overlaps, `at ${y} px`).toBe(0);
  }
});

test('on a phone it never covers a carousel arrow, whatever the scroll (issue 39)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  await waitForHydration(page);
  await scrollTo(page, 600);
  await page.clock.runFor(150);
  const button = await page.getByRole('link', { name: 'Back to top' }).boundingBox();
  const arrows = page.getByRole('button', { name: /^(Next|Previous)/ });
  expect(await arrows.count()).toBeGreaterThan(0);
  // The button is fixed in its corner: an arrow that shares none of its columns can never pass under it.
  for (const arrow of await arrows.all()) {
    const box = (await arrow.boundingBox())!;
    expect(box.x + box.width <= button!.x || box.x >= button!.x + button!.width, (await arrow.textContent()) ?? '').toBe(true);
  }
});

test('on a phone it covers nothing on any page, wherever it is scrolled (issue 52)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 700 });
  for (const path of onePerTemplate) {
    await page.goto(path);
    await waitForHydration(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Distinct places the page can scroll to (a scroll to where it already is fires no event to wait for).
    for (const y of new Set([400, Math.round(height / 2), height - 700].filter((top) => top > 300 && top <= height - 700))) {
      await scrollTo(page, y);
      await page.clock.runFor(150);
      await expectShown(page);
      // Whatever shows text or takes a tap in the page, where it is not under the header: none of it under the button.
      const covered = await page.evaluate(() => {
        const button = document.querySelector('.return-to-top')!.getBoundingClientRect();
        const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
        return [...document.querySelectorAll('main *')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
            const shows =
              element.matches('a, button, input, select, textarea, summary, img, svg, video') ||
              [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
            const seenFrom = Math.max(box.top, header);
            return shows && box.left < button.right && box.right > button.left && seenFrom < button.bottom && box.bottom > button.top;
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      });
      expect(covered, `${path} at ${y} px`).toEqual([]);
    }
  }
});

test('works with the keyboard', async ({ page }) => {
  await scrollTo(page, 1500);
  await page.clock.runFor(150);
  const button = page.getByRole('link', { name: 'Back to top' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expectScrollNear(page, 0);
});
