/** SPEC.md §2 "Header": fixed; desktop navigation with the Services dropdown; Contact; search. */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, gotoHydrated } from './support/browser.ts';
import { manufacturingPages, pageServices, specServices } from './support/content.ts';

const navItems = ['Home', 'About', 'Services', 'Portfolio', 'Glass', 'Creative', 'Tools', 'Blog'];

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

test('the header stays at the top of the window while the page scrolls', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const box = await header(page).boundingBox();
  expect(box?.y).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect((await header(page).boundingBox())?.y).toBe(0);
  await expect(header(page)).toBeInViewport();
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop navigation shows from the wide breakpoint');

  test('navigation items in order, Contact button and search control', async ({ page }) => {
    await page.goto('/');
    const items = mainNav(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
    const labels = await mainNav(page).getByRole('link').allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(navItems);
    await expect(items.first()).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    // Each item goes where it says.
    const hrefs = await mainNav(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/about', '/services', '/portfolio', '/glass', '/creative', '/tools', '/blog']);
  });

  test('the current page is marked in the navigation', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(mainNav(page).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('Contact takes the visitor to the contact page', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await header(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the search button opens the search overlay; Escape closes it and focus returns', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const button = header(page).getByRole('button', { name: 'Search' });
    await button.click();
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await expect(overlay).toBeVisible();
    const box = overlay.getByRole('combobox');
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Search...');
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the Services dropdown lists the six service pages, Glass, Creative, the stock catalogue and the manufacturing pages, and opens and closes with the keyboard', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const toggle = mainNav(page).getByRole('button', { name: /services/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = mainNav(page).locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(list).toBeHidden();

    // Tab to the toggle as a keyboard user would.
    await mainNav(page).getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    const links = list.getByRole('link');
    // Issue 16: private label, filling and assembly and the factory are in the menu too, under "Manufacturing".
    // Issue 39: Glass and Creative are services, listed under "Services" as well as in the bar; issue 52: the catalogue too.
    await expect(links).toHaveCount(specServices.length + pageServices.length + manufacturingPages.length);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs.toSorted()).toEqual(
      [
        ...specServices.map((slug) => `/services/${slug}`),
        ...pageServices.map((p) => p.path),
        ...manufacturingPages.map((p) => p.path),
      ].toSorted(),
    );
    for (const { title, path } of manufacturingPages) {
      await expect(list.getByRole('list', { name: 'Manufacturing' }).getByRole('link', { name: title })).toHaveAttribute('href', path);
    }
    for (const { title, path } of pageServices) {
      await expect(list.getByRole('list', { name: 'Services' }).getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }

    // Into the list with Tab, then Escape closes it and focus returns to the toggle.
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Space toggles it too, and Escape closes it from the toggle.
    await page.keyboard.press('Space');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('keyboard focus leaving the dropdown closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = mainNav(page).getByRole('button', { name: /services/i });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < specServices.length + pageServices.length + manufacturingPages.length + 1; i++) await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Portfolio' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Services dropdown opens on hover, and closes when the mouse leaves or clicks outside', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = mainNav(page).getByRole('button', { name: /services/i });
    const list = mainNav(page).locator(`#${await toggle.getAttribute('aria-controls')}`);

    await mainNav(page).getByRole('link', { name: 'Services' }).hover();
    await expect(list).toBeVisible();
    await list.getByRole('link').first().hover();
    await expect(list).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(list).toBeHidden();

    // A click outside closes it.
    await mainNav(page).getByRole('link', { name: 'Services' }).hover();
    await expect(list).toBeVisible();
    await page.mouse.move(640, 30);
    await page.mouse.down();
    await page.mouse.up();
    await expect(list).toBeHidden();
  });

  test('clicking the Services chevron with the mouse opens the dropdown', async ({ page }) => {
    // The page's clock stands still unless moved: "a moment later" is exact, whatever the machine's load.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await gotoHydrated(page, '/');
    const toggle = mainNav(page).getByRole('button', { name: /services/i });
    const list = mainNav(page).locator(`#${await toggle.getAttribute('aria-controls')}`);
    // The pointer arrives on the chevron (hover opens the list) and clicks it: the list must stay open.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    // A click a moment later, having seen the list, closes it; another opens it again.
    await page.clock.runFor(2000);
    await toggle.click();
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(2000);
    await toggle.click();
    await expect(list).toBeVisible();
  });

  test('choosing a service opens its page and closes the dropdown', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = mainNav(page).getByRole('button', { name: /services/i });
    await mainNav(page).getByRole('link', { name: 'Services' }).hover();
    const list = mainNav(page).locator(`#${await toggle.getAttribute('aria-controls')}`);
    const link = list.getByRole('link').filter({ hasText: /home fragrance/i });
    await link.click();
    await expect(page).toHaveURL(/\/services\/home-fragrance$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(list).toBeHidden();
    // The Services item is marked as the current section.
    await expect(mainNav(page).getByRole('link', { name: 'Services' })).toHaveAttribute('data-active', 'true');
  });
});

test.describe('below the wide breakpoint', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button replaces the navigation on narrow screens');

  test('a menu button instead of the desktop navigation', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Search' })).toBeVisible();
  });
});
