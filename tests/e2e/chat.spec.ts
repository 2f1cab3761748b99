/** SPEC.md §2 "Chat widget", PRODUCT.md "Consent, chat and third parties" (issue 9). */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/browser.ts';
import { CHAT, FAKE_CHAT } from './support/servers.ts';

test.use({ baseURL: CHAT.url });

// Prerendered pages were built from the demo dataset (no chat); a query string makes the server render with the chat one.
const page1 = '/about?with=chat';

function providerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => request.url().startsWith(FAKE_CHAT.url) && seen.push(request.url()));
  return seen;
}

async function accept(page: Page) {
  await page.getByRole('button', { name: 'Accept' }).click();
}

test('nothing loads before consent; after consent it loads, above 768 px, on z-index 1001', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the wide case');
  const requests = providerRequests(page);
  await page.goto(page1);
  await waitForHydration(page);
  await page.waitForTimeout(2500);
  expect(requests).toEqual([]);
  await expect(page.locator('#fake-chat')).toHaveCount(0);
  await accept(page);
  await expect(page.locator('#fake-chat')).toBeVisible();
  expect(requests).toHaveLength(1);
  await expect(page.locator('#fake-chat')).toHaveAttribute('data-chat-widget', '');
  expect(await page.locator('#fake-chat').evaluate((el) => getComputedStyle(el).zIndex)).toBe('1001');
});

test('after Decline it never loads, on this page or the next', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the wide case');
  const requests = providerRequests(page);
  await page.goto(page1);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForTimeout(1500);
  await page.goto('/blog?with=chat');
  await waitForHydration(page);
  await page.waitForTimeout(2500);
  expect(requests).toEqual([]);
  await expect(page.locator('#fake-chat')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
});

test('at 375 px wide it never loads, even with consent', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  const requests = providerRequests(page);
  await page.goto(page1);
  await waitForHydration(page);
  await page.waitForTimeout(2500);
  expect(requests).toEqual([]);
  await expect(page.locator('#fake-chat')).toHaveCount(0);
});

test('made 768 px wide after it loaded, the widget is hidden', async ({ page, isMobile }) => {
  test.skip(isMobile, 'starts wide');
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto(page1);
  await expect(page.locator('#fake-chat')).toBeVisible();
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(page.locator('#fake-chat')).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.locator('#fake-chat')).toBeVisible();
});

test('the Content-Security-Policy names the provider and nothing else', async ({ request }) => {
  const csp = (await request.get(page1)).headers()['content-security-policy']!;
  const scriptSources = csp
    .split(';')
    .find((d) => d.trim().startsWith('script-src'))!
    .trim()
    .split(/\s+/)
    .slice(1);
  // Besides the site's own build folder (on the host asked for), the provider alone.
  expect(scriptSources.filter((source) => !source.startsWith("'"))).toEqual([`${new URL(CHAT.url).host}/assets/`, FAKE_CHAT.url]);
});

test('the cookie banner says that the chat waits for consent, where a chat is configured', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('region', { name: /cookie/i })).toContainText('live chat only if you agree', { timeout: 10_000 });
});
