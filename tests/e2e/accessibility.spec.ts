/**
 * WCAG 2.2 AA (PRODUCT.md "Quality every page must have"): axe finds no
 * violation on any route of the route table, on desktop and mobile, nor
 * with the shell's popups open (mobile menu, Services dropdown, search
 * overlay, cookie banner).
 */
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { acceptCookiesUpFront, gotoHydrated, waitForHydration } from './support/browser.ts';
import { onePerTemplate, oneRoutePerPattern } from './support/content.ts';

test.describe('every route', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
  });

  // Desktop: every route of the route table. Mobile: one page per template (the same markup, narrower).
  const duplicates = new Set(['/posts', '/manufacturing-facilities']);
  const desktop = [...oneRoutePerPattern.filter((path) => !duplicates.has(path)), '/no-such-page'];
  const mobile = new Set([...onePerTemplate, '/no-such-page']);
  for (const path of desktop) {
    test(`${path} has no axe violations`, async ({ page, isMobile }) => {
      test.skip(isMobile && !mobile.has(path), 'same template as a page scanned on mobile');
      await gotoHydrated(page, path);
      await expectNoViolations(page);
    });
  }
});

test('with the cookie banner shown', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about');
  await waitForHydration(page);
  await page.clock.fastForward(2500);
  await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
  await expectNoViolations(page, { label: '/about with the cookie banner' });
});

test.describe('popups open', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
  });

  test('the mobile menu open', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button shows below the wide breakpoint');
    await gotoHydrated(page, '/about');
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page, { label: '/about with the mobile menu open' });
  });

  test('the Services dropdown open', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop navigation shows from the wide breakpoint');
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /services/i });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page, { label: '/ with the Services dropdown open' });
  });

  test('the search overlay open', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await expectNoViolations(page, { label: '/about with the search overlay open' });
  });
});
