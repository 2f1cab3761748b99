/**
 * SPEC.md §2 "Header", below the wide breakpoint: the menu button opens a
 * dialog with search and every link; focus is trapped in it and restored;
 * Escape and a click outside close it; the page does not scroll meanwhile;
 * Home closes it and scrolls to the top. (Mobile project only.)
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectScrollNear, gotoHydrated, scrollY } from './support/browser.ts';
import { manufacturingPages, pageServices, specServices } from './support/content.ts';

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
}

async function scrollPageTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await expectScrollNear(page, top);
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

test('the menu button opens a dialog with search and every link', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await openMenu(page);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const dialog = menu(page);
  await expect(dialog.getByRole('combobox').or(dialog.getByRole('searchbox')).first()).toBeVisible();
  for (const name of ['Home', 'About', 'Services', 'Portfolio', 'Glass', 'Creative', 'Tools', 'Blog', 'Contact']) {
    await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // The services fold under their chevron (issue 39: the menu was 1,201 px tall); one tap shows them.
  await dialog.getByLabel('Show the services').click();
  const hrefs = await dialog.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const slug of specServices) expect(hrefs).toContain(`/services/${slug}`);
  // Issue 16: the manufacturing pages, the galleries, the videos and the FAQ are found from the menu too.
  for (const path of [...manufacturingPages.map((p) => p.path), '/galleries', '/videos', '/faq']) expect(hrefs).toContain(path);
  // Issue 39: Glass and Creative are listed with the services too (inside the fold, so Contact stays in the first screen).
  for (const { title, path } of pageServices) {
    await expect(dialog.getByRole('list', { name: 'Services' }).getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      path,
    );
  }
});

test('on a phone the whole menu fits the first screen: Contact and the way to start a project are there (issue 39)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, '/about');
  await openMenu(page);
  const dialog = menu(page);
  await expect(dialog.getByRole('link', { name: 'Contact', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('link', { name: 'Start your project' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('link', { name: 'Start your project' })).toHaveAttribute('href', '/launch-my-fragrance');
  await expect(dialog.getByRole('link', { name: 'Fragrance creation' })).toBeHidden();
  await dialog.getByLabel('Show the services').click();
  await expect(dialog.getByRole('link', { name: 'Fragrance creation' })).toBeVisible();
});

test('the close button and the search stay in view while the menu scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await gotoHydrated(page, '/about');
  await openMenu(page);
  await menu(page).evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
  await expect(menu(page).getByRole('link', { name: 'FAQ' })).toBeInViewport();
  await expect(menu(page).getByRole('button', { name: 'Close the menu' })).toBeInViewport({ ratio: 1 });
  await expect(menu(page).getByRole('combobox', { name: 'Search the site' })).toBeInViewport({ ratio: 1 });
  await menu(page).getByRole('button', { name: 'Close the menu' }).click();
  await expect(menu(page)).toBeHidden();
});

test('focus moves into the menu, is trapped there, and returns to the menu button on Escape', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await openMenu(page);
  const insideMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
  await expect.poll(insideMenu).toBe(true);
  // The search box loads when the menu first opens: every stop is there before they are counted.
  await expect(menu(page).getByRole('combobox', { name: 'Search the site' })).toBeVisible();

  // Tab through more stops than the menu has: focus never lands on the page behind it.
  const stops = await menu(page).locator('a[href], button, input, [tabindex]:not([tabindex="-1"])').count();
  const seen: string[] = [];
  for (let i = 0; i < stops + 3; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'outside the document (browser UI)';
      return active.closest('dialog[open]')
        ? `menu: ${active.textContent?.trim() || active.getAttribute('aria-label') || active.tagName}`
        : `PAGE: ${active.outerHTML.slice(0, 80)}`;
    });
    seen.push(where);
  }
  expect(
    seen.filter((where) => where.startsWith('PAGE')),
    `focus order: ${seen.join(' | ')}`,
  ).toEqual([]);
  // It cycles: the first stop comes round again.
  expect(new Set(seen.filter((where) => where.startsWith('menu'))).size).toBeLessThan(
    seen.filter((where) => where.startsWith('menu')).length,
  );

  // Shift+Tab stays inside too.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(
        () =>
          !document.activeElement || document.activeElement === document.body || Boolean(document.activeElement.closest('dialog[open]')),
      ),
    ).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the close button closes the menu and focus returns to the menu button', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await openMenu(page);
  await menu(page).getByRole('button', { name: /close/i }).click();
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('a click outside the menu closes it', async ({ page }) => {
  // Wider than a phone (still below the wide breakpoint) so there is an outside to click.
  await page.setViewportSize({ width: 800, height: 800 });
  await gotoHydrated(page, '/about');
  await openMenu(page);
  const box = await menu(page).boundingBox();
  expect(box!.x, 'the menu leaves room beside it').toBeGreaterThan(50);
  await page.mouse.click(box!.x / 2, 400);
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the page behind the open menu does not scroll', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await gotoHydrated(page, '/about');
  await scrollPageTo(page, 400);
  await openMenu(page);
  expect(
    await page.evaluate(() => getComputedStyle(document.body).overflow + getComputedStyle(document.documentElement).overflow),
  ).toContain('hidden');
  // The wheel over the backdrop, and the keyboard, do not move the page.
  const box = await menu(page).boundingBox();
  await page.mouse.move(box!.x / 2, 400);
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
  await expectScrollNear(page, 400);
  // Closed again, the page scrolls and stays where it was.
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expectScrollNear(page, 400);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(450);
});

test('choosing Home closes the menu, goes home and scrolls to the top', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await scrollPageTo(page, 500);
  await openMenu(page);
  await menu(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expectScrollNear(page, 0);
});

test('choosing Home on the home page closes the menu and scrolls to the top', async ({ page }) => {
  await gotoHydrated(page, '/');
  await scrollPageTo(page, 900);
  await openMenu(page);
  await menu(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(menu(page)).toBeHidden();
  await expectScrollNear(page, 0);
});

test('choosing a page closes the menu and opens it at the top', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await scrollPageTo(page, 500);
  await openMenu(page);
  await menu(page).getByRole('link', { name: 'Portfolio', exact: true }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectScrollNear(page, 0);
  // Scrolling works again after the menu closed by navigation.
  expect(
    await page.evaluate(
      () => document.body.classList.contains('is-scroll-locked') || getComputedStyle(document.body).overflow === 'hidden',
    ),
  ).toBe(false);
});
