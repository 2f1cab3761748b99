/**
 * SPEC.md §2 "Cookie banner": appears 2 s after load unless consent is
 * stored; Accept slides it out over 300 ms, hides it and stores consent in
 * the browser; it links to the privacy policy. The page's clock is paused,
 * so the 2 s and 300 ms are exact.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './support/browser.ts';

const banner = (page: Page) => page.getByRole('region', { name: /cookie/i });

async function openWithPausedClock(page: Page, path = '/about') {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await waitForHydration(page);
}

test('appears 2 s after load, not before', async ({ page }) => {
  await openWithPausedClock(page);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(1990);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(10);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeVisible();
});

test('links to the privacy policy', async ({ page }) => {
  await openWithPausedClock(page);
  await page.clock.runFor(2000);
  const link = banner(page).getByRole('link', { name: /privacy/i });
  await expect(link).toHaveAttribute('href', '/privacy-policy');
  await page.clock.resume();
  await link.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
});

test('Accept slides it out over 300 ms, then it is gone, and consent is stored', async ({ page }) => {
  await openWithPausedClock(page);
  const before = await page.evaluate(() => JSON.stringify(window.localStorage));
  await page.clock.runFor(2000);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  // Sliding out: still there for 300 ms.
  await page.clock.runFor(290);
  await expect(banner(page)).toHaveCount(1);
  await page.clock.runFor(10);
  await expect(banner(page)).toHaveCount(0);
  // Consent is stored in this browser.
  const after = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(after).not.toBe(before);
  expect(after).toMatch(/accept|consent|true|granted/i);
});

test('after Accept, a reload and another page show no banner', async ({ page }) => {
  await openWithPausedClock(page);
  await page.clock.runFor(2000);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await page.clock.runFor(300);
  await expect(banner(page)).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(5000);
  await expect(banner(page)).toHaveCount(0);

  await page.goto('/blog');
  await waitForHydration(page);
  await page.clock.runFor(5000);
  await expect(banner(page)).toHaveCount(0);
});

test('Decline (issue 16: a way to refuse) slides it out, stores the refusal, and it stays away', async ({ page }) => {
  await openWithPausedClock(page);
  await page.clock.runFor(2000);
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await page.clock.runFor(300);
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).toMatch(/declined/);
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(/accepted/);
  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(5000);
  await expect(banner(page)).toHaveCount(0);
});

test('"Cookie settings" in the footer brings it back to change the answer', async ({ page }) => {
  await openWithPausedClock(page);
  await page.clock.runFor(2000);
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await page.clock.runFor(300);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await page.clock.runFor(300);
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).toMatch(/accepted/);
});

test('answered through "Cookie settings" before the 2 s are up, it does not come back when they are', async ({ page }) => {
  await openWithPausedClock(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await page.clock.runFor(300);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(2000);
  await expect(banner(page)).toHaveCount(0);
});

for (const [width, height] of [
  [360, 640],
  [375, 667],
  [375, 812],
  [768, 1024],
  [1280, 800],
]) {
  test(`at ${width} × ${height} it leaves the hero's words and buttons uncovered (issue 16)`, async ({ page }) => {
    await page.setViewportSize({ width: width!, height: height! });
    await openWithPausedClock(page, '/');
    await page.clock.runFor(2000);
    await expect(banner(page)).toBeVisible();
    const box = (await banner(page).boundingBox())!;
    const hero = page.locator('.hero');
    for (const target of [
      hero.getByRole('link', { name: 'Start Your Project' }),
      hero.getByRole('link', { name: 'Our Services' }),
      hero.getByRole('heading', { level: 1 }),
    ]) {
      const other = (await target.boundingBox())!;
      const overlaps =
        other.x < box.x + box.width && other.x + other.width > box.x && other.y < box.y + box.height && other.y + other.height > box.y;
      expect(overlaps, `${await target.textContent()} is clear of the banner`).toBe(false);
      await expect(target).toBeInViewport({ ratio: 1 });
    }
  });
}

test('Accept works from the keyboard', async ({ page }) => {
  await openWithPausedClock(page);
  await page.clock.runFor(2000);
  const accept = banner(page).getByRole('button', { name: 'Accept' });
  await accept.focus();
  await page.keyboard.press('Enter');
  await page.clock.runFor(300);
  await expect(banner(page)).toHaveCount(0);
});

test('navigating inside the site before accepting keeps one banner', async ({ page }) => {
  await openWithPausedClock(page);
  await page.clock.runFor(2000);
  await expect(banner(page)).toBeVisible();
  await page.clock.resume();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(banner(page)).toHaveCount(1);
});

test('on a real clock too: there after about 2 s, gone after Accept', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(banner(page)).toBeVisible({ timeout: 5000 });
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toHaveCount(0);
});

// Issue 52: the banner was last in the focus order (65 Tabs away) and focus fell to the page's start after it.
test('a keyboard reaches the banner first, and goes on into the page after answering', async ({ page }) => {
  await openWithPausedClock(page);
  await page.clock.runFor(2000);
  await expect(banner(page)).toBeVisible();
  const accept = banner(page).getByRole('button', { name: 'Accept' });
  let tabs = 0;
  while (tabs < 6 && !(await accept.evaluate((button) => button === document.activeElement))) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  expect(tabs, 'Tabs from the start of the page to Accept').toBeLessThanOrEqual(4);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('main').locator(':focus')).toHaveCount(1);
});

test('its words name only what the answer governs: no live chat where none is configured', async ({ page }) => {
  await openWithPausedClock(page);
  await page.clock.runFor(2000);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).not.toContainText(/chat/i);
  await expect(banner(page)).toContainText('unless you agree');
});
