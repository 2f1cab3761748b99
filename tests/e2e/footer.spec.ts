/**
 * SPEC.md §2 "Footer": description, quick links, contact details from
 * siteSettings, copyright with the current year, and the policy links.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, gotoHydrated } from './support/browser.ts';
import { siteSettings } from './support/content.ts';

const footer = (page: Page) => page.getByRole('contentinfo');

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

for (const path of ['/', '/about', '/blog', '/this-page-does-not-exist']) {
  test(`${path}: description, quick links, contact details, copyright and policies`, async ({ page }) => {
    await page.goto(path);
    const f = footer(page);
    await f.scrollIntoViewIfNeeded();
    await expect(f).toBeVisible();
    await expect(f).toContainText(siteSettings.description);

    const quick = f.getByRole('navigation', { name: /quick links/i });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Portfolio', '/portfolio'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      // Issue 16: the galleries, the videos and the FAQ are linked from every page.
      ['Galleries', '/galleries'],
      ['Videos', '/videos'],
      ['FAQ', '/faq'],
    ] as const) {
      await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const { address } = siteSettings;
    for (const part of [address.streetAddress, address.locality, address.postalCode]) await expect(f).toContainText(part);
    await expect(f.getByRole('link', { name: siteSettings.phone })).toHaveAttribute(
      'href',
      `tel:${siteSettings.phone.replace(/\s+/g, '')}`,
    );
    await expect(f.getByRole('link', { name: siteSettings.email })).toHaveAttribute('href', `mailto:${siteSettings.email}`);

    await expect(f).toContainText(`© ${new Date().getFullYear()}`);

    for (const [name, href] of [
      [/privacy/i, '/privacy-policy'],
      [/terms/i, '/terms-and-conditions'],
      [/quality/i, '/quality-policy'],
    ] as const) {
      const link = f.locator(`a[href="${href}"]`).last();
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleName(name);
    }
  });
}

test('social links open in a new tab and say so', async ({ page }) => {
  await page.goto('/');
  for (const link of siteSettings.socialLinks) {
    const anchor = footer(page).locator(`a[href="${link.url}"]`);
    await expect(anchor).toHaveAttribute('target', '_blank');
    await expect(anchor).toHaveAttribute('rel', /noopener/);
    await expect(anchor).toHaveAccessibleName(/new tab/i);
  }
});

test('a policy link in the footer opens the policy', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await footer(page).locator('a[href="/quality-policy"]').click();
  await expect(page).toHaveURL(/\/quality-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/quality/i);
});
