/**
 * SPEC.md §2 "Navigation behaviour": a navigation scrolls to the top, or,
 * when the address has a hash, smoothly to the named element after 100 ms
 * (the top when there is none); a pending indicator shows while a page loads.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, clientNavigate, expectScrollNear, gotoHydrated, scrollY, waitForHydration } from './support/browser.ts';

async function scrollPageTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await expectScrollNear(page, top);
}

/** Where the element's top is in the window (0 = at the very top). */
const elementTop = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN, id);

/** Where the scroll lands an element: below the fixed header (scroll-padding-top). */
const scrollPadding = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

test('following a link opens the new page at the top', async ({ page }) => {
  await gotoHydrated(page, '/services');
  await scrollPageTo(page, 900);
  // A link at the foot of the page (the click scrolls further down to reach it).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectScrollNear(page, 0);
});

test('Back returns to where the visitor was', async ({ page }) => {
  await gotoHydrated(page, '/services');
  await scrollPageTo(page, 700);
  await clientNavigate(page, '/blog');
  await expect(page).toHaveURL(/\/blog$/);
  await expectScrollNear(page, 0);
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  await expectScrollNear(page, 700, 5);
});

test('Back returns to the foot of the page the visitor arrived on, reached in one jump', async ({ page }) => {
  // The regions jumped over were never near the screen, so the page had not rendered them (decision 0024): coming
  // back, the visitor still sees the footer where it was.
  await gotoHydrated(page, '/');
  const footerTop = () => page.evaluate(() => Math.round(document.querySelector('.site-footer')!.getBoundingClientRect().top));
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(footerTop).toBeLessThan(await page.evaluate(() => window.innerHeight));
  // On a phone the footer is taller than the screen: the visitor scrolls back up a little to the link they tap.
  const blog = page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true });
  await blog.scrollIntoViewIfNeeded();
  // Settled: two frames without a move.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const seen = await footerTop();
  await blog.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expectScrollNear(page, 0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(footerTop).toBeGreaterThanOrEqual(seen - 5);
  await expect.poll(footerTop).toBeLessThanOrEqual(seen + 5);
});

test('a link with a hash scrolls smoothly to the element after 100 ms', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: { target: string; behavior: string }[] = [];
    (window as unknown as { scrollCalls: typeof calls }).scrollCalls = calls;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      const behavior =
        typeof options === 'object' && options.behavior ? options.behavior : getComputedStyle(document.documentElement).scrollBehavior;
      calls.push({ target: this.id, behavior });
      return scrollIntoView.call(this, options);
    };
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/blog');
  await waitForHydration(page);
  const start = await scrollY(page);
  await clientNavigate(page, '/#services');
  await expect(page).toHaveURL(/\/#services$/);
  await expect(page.locator('#services')).toBeAttached();
  // Before 100 ms nothing moves.
  await page.clock.runFor(90);
  expect(await scrollY(page)).toBe(start);
  await page.clock.runFor(15);
  // Then it scrolls the element into view, below the fixed header.
  const padding = await scrollPadding(page);
  await expect.poll(async () => Math.abs((await elementTop(page, 'services')) - padding), { timeout: 5000 }).toBeLessThan(3);
  expect(await scrollY(page)).toBeGreaterThan(300);
  // Smoothly: headless Chromium finishes a smooth scroll within a frame or two, too fast to sample,
  // so what is checked is that the page asked for a smooth scroll.
  const calls = await page.evaluate(() => (window as unknown as { scrollCalls: { target: string; behavior: string }[] }).scrollCalls);
  expect(calls).toContainEqual({ target: 'services', behavior: 'smooth' });
});

test('a hash whose element does not exist scrolls to the top', async ({ page }) => {
  await gotoHydrated(page, '/services');
  await scrollPageTo(page, 800);
  await clientNavigate(page, '/blog#no-such-element');
  await expect(page).toHaveURL(/\/blog#no-such-element$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectScrollNear(page, 0);
});

test('a hash on the same page scrolls to that element', async ({ page }) => {
  await gotoHydrated(page, '/');
  await clientNavigate(page, '/#about');
  const padding = await scrollPadding(page);
  await expect.poll(async () => Math.abs((await elementTop(page, 'about')) - padding)).toBeLessThan(3);
});

test('opening an address with a hash shows that element', async ({ page }) => {
  await page.goto('/#services');
  await waitForHydration(page);
  const padding = await scrollPadding(page);
  await expect.poll(async () => Math.abs((await elementTop(page, 'services')) - padding)).toBeLessThan(3);
});

test.describe('pending indicator', () => {
  test('shows "Loading" while a slow page loads, and goes away when it has', async ({ page }) => {
    await gotoHydrated(page, '/about');
    // Hold the next page's data until the indicator has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\.data(\?|$)/, async (route) => {
      held++;
      await released;
      await route.continue();
    });
    // Announced to assistive technology (role=status), and seen as a bar and spinner.
    const status = page.getByRole('status').filter({ hasText: 'Loading' });
    const bar = page.locator('.pending-bar, .pending-spinner');
    await expect(status).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expect(status).toHaveCount(1);
    await expect(bar.first()).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    expect(held).toBeGreaterThan(0);
    release();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(status).toHaveCount(0);
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/portfolio/i);
  });
});
