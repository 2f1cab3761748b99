/**
 * The component catalogue (issue 38): a filtered list whose address is the
 * filter (with JavaScript and without), a part's specification and what fits
 * it, the shortlist that ends in a sample request, the comparison, the
 * keyboard, axe on a laptop and a phone, hostile addresses, the printed sheet,
 * the Product structured data, and the ways in from the glass and service pages.
 * Expected parts are read from dataset/data.ndjson (support/content.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { acceptCookiesUpFront, gotoHydrated } from './support/browser.ts';
import { ageFormTokens } from './support/form-token.ts';
import { catalogueParts, type CataloguePart } from './support/content.ts';
import { inspectHtml, nodesOfType } from './support/html.ts';
import { structuredDataIssues } from './support/schema-org.ts';
import { sendRaw } from './support/raw-socket.ts';
import { MAIN } from './support/servers.ts';

const part = (slug: string): CataloguePart => {
  const found = catalogueParts.find((item) => item.slug === slug);
  if (!found) throw new Error(`The dataset has no part ${slug}`);
  return found;
};
const codesOf = (parts: CataloguePart[]) => parts.map((item) => item.code).sort();

/** FEA 15 and 40–120 ml: the bottles a visitor asks for in the first test. */
const feaBottles = catalogueParts.filter(
  (item) => item.neckFinish === 'fea-15' && item.capacityMl !== null && item.capacityMl >= 40 && item.capacityMl <= 120,
);
const feaQuery = 'neck=fea-15&min=40&max=120';

const phone = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } as const;

/** The codes of the parts listed, in the list's order (or sorted). */
const listedCodes = (page: Page) => page.locator('.catalogue-results .part-card__code').allTextContents();
const sortedCodes = async (scope: Page | Locator) => (await scope.locator('.part-card__code').allTextContents()).sort();
/** Waits until `scope` lists exactly these parts (in any order). */
const expectCodes = (scope: Page | Locator, parts: CataloguePart[]) => expect.poll(() => sortedCodes(scope)).toEqual(codesOf(parts));
/** Text as a visitor reads it: no-break spaces (the dataset's names hold "50 ml" together) as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** A pattern for text that starts with `text`, whatever its spaces. */
const startsWith = (text: string, then = '') =>
  new RegExp(
    `^${plain(text)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/ /g, '\\s+')}${then}`,
  );
const countHeading = (page: Page) => page.locator('#catalogue-count');
const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter the catalogue' });
const facetBox = (page: Page, legend: string, label: string) =>
  filterForm(page)
    .getByRole('group', { name: legend })
    .getByRole('checkbox', { name: new RegExp(`^${label} \\d`) });
/** A row of a part's specification: what its value cell says. */
const specValue = (page: Page, label: string) =>
  page.locator('.spec-table tr', { has: page.locator('th', { hasText: new RegExp(`^${label}$`) }) }).locator('td');

async function withoutScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: MAIN.url });
  return { context, page: await context.newPage() };
}

/** Presses Tab until `target` has the focus, as a keyboard user would (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 120): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Not reached with ${max} presses of Tab`);
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

test('the dataset has the parts these tests rely on', () => {
  expect(catalogueParts.length).toBeGreaterThan(24);
  expect(codesOf(feaBottles)).toEqual(expect.arrayContaining(['ALB-050', 'ALB-100', 'HAT-050', 'HAT-100']));
  expect(feaBottles.every((item) => item.partType === 'bottle')).toBe(true);
});

test.describe('filter by neck finish and capacity: the list and its address', () => {
  test('without JavaScript, the "Show parts" button sends the filters', async ({ browser }) => {
    const { context, page } = await withoutScript(browser);
    await page.goto('/catalogue');
    await expect(countHeading(page)).toHaveText(`${catalogueParts.length} parts`);
    await facetBox(page, 'Neck finish', 'FEA 15').check();
    const capacity = filterForm(page).getByRole('group', { name: 'Capacity (bottles), ml' });
    await capacity.getByLabel('From').fill('40');
    await capacity.getByLabel('To').fill('120');
    await filterForm(page).getByRole('button', { name: 'Show parts' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/catalogue' && url.search.includes(feaQuery));
    await expect(countHeading(page)).toHaveText(`${feaBottles.length} parts: FEA 15, 40 to 120 ml`);
    expect((await listedCodes(page)).sort()).toEqual(codesOf(feaBottles));
    // The filters stay as chosen, and show as chips that can be taken off.
    await expect(facetBox(page, 'Neck finish', 'FEA 15')).toBeChecked();
    const chips = page.getByRole('list', { name: 'Filters in use' });
    await expect(chips.getByRole('link')).toHaveText([/^FEA 15/, /^From 40 ml/, /^Up to 120 ml/, 'Clear all filters']);

    // The address, shared: a fresh visit shows the same list.
    const shared = page.url();
    await context.close();
    const other = await withoutScript(browser);
    await other.page.goto(shared);
    expect((await listedCodes(other.page)).sort()).toEqual(codesOf(feaBottles));
    await other.context.close();
  });

  test('with JavaScript, a ticked box shows its list at once and a capacity goes with Enter', async ({ page, browser }) => {
    await gotoHydrated(page, '/catalogue');
    const feaAll = catalogueParts.filter((item) => item.neckFinish === 'fea-15');
    await facetBox(page, 'Neck finish', 'FEA 15').check();
    await expect(page).toHaveURL(/[?&]neck=fea-15(&|$)/);
    await expect(countHeading(page)).toHaveText(`${feaAll.length} parts: FEA 15`);
    const capacity = filterForm(page).getByRole('group', { name: 'Capacity (bottles), ml' });
    await capacity.getByLabel('From').fill('40');
    // Typing a number does not send the form digit by digit.
    await expect(page).not.toHaveURL(/min=\d/);
    await capacity.getByLabel('To').fill('120');
    await capacity.getByLabel('To').press('Enter');
    await expect(page).toHaveURL((url) => url.search.includes(feaQuery));
    await expect(countHeading(page)).toHaveText(`${feaBottles.length} parts: FEA 15, 40 to 120 ml`);
    expect((await listedCodes(page)).sort()).toEqual(codesOf(feaBottles));

    // The same address in another browser, from nothing.
    const context = await browser.newContext({ baseURL: MAIN.url });
    const fresh = await context.newPage();
    await fresh.goto(`/catalogue?${feaQuery}`);
    expect((await listedCodes(fresh)).sort()).toEqual(codesOf(feaBottles));
    await expect(facetBox(fresh, 'Neck finish', 'FEA 15')).toBeChecked();
    await expect(fresh.getByLabel('From')).toHaveValue('40');
    await context.close();

    // "Clear all filters" gives the whole catalogue back.
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(countHeading(page)).toHaveText(`${catalogueParts.length} parts`);
    await expect(facetBox(page, 'Neck finish', 'FEA 15')).not.toBeChecked();
  });

  test('24 parts a page, with Next and Previous', async ({ page }) => {
    await gotoHydrated(page, '/catalogue');
    await expect(page.locator('.catalogue-results .part-card')).toHaveCount(24);
    const pages = page.getByRole('navigation', { name: 'Catalogue pages' });
    const count = Math.ceil(catalogueParts.length / 24);
    await expect(pages).toContainText(`Page 1 of ${count}`);
    const first = await listedCodes(page);
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(pages).toContainText(`Page 2 of ${count}`);
    const second = await listedCodes(page);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/catalogue$/);
  });
});

test('a part from the list: its specification, and only closures on its neck finish under "What fits it"', async ({ page }) => {
  const bottle = part('alb-050');
  await gotoHydrated(page, `/catalogue?${feaQuery}`);
  await page
    .locator('.part-card', { has: page.locator('.part-card__code', { hasText: /^ALB-050$/ }) })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/catalogue\/alb-050$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bottle.name);
  await expect(specValue(page, 'Code')).toHaveText('ALB-050');
  await expect(specValue(page, 'Neck finish')).toHaveText('FEA 15');
  await expect(specValue(page, 'Capacity')).toHaveText(/^50\s+ml$/);
  await expect(specValue(page, 'Kind of part')).toHaveText('Bottle');

  const fits = page.getByRole('region', { name: 'What fits it' });
  const expected = bottle.fits.map(part);
  expect(expected.length, 'the dataset lists fits for ALB-050').toBeGreaterThan(0);
  expect(await sortedCodes(fits)).toEqual(codesOf(expected));
  // A pump and a cap for it, each on FEA 15; nothing on another neck.
  expect(expected.some((item) => item.partType === 'pump')).toBe(true);
  expect(expected.some((item) => item.partType === 'cap')).toBe(true);
  for (const facts of await fits.locator('.part-card__facts').allTextContents()) expect(facts).toContain('FEA 15');
  const elsewhere = catalogueParts.filter((item) => item.partType !== 'bottle' && item.neckFinish !== 'fea-15');
  const shown = await sortedCodes(fits);
  expect(shown.filter((code) => elsewhere.some((item) => item.code === code))).toEqual([]);

  // The rest of its range, and the ways on.
  await expect(page.getByRole('heading', { name: 'More of the Albury range' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for samples' })).toHaveAttribute('href', '/contact?kind=samples&part=alb-050');
  await expect(page.getByRole('link', { name: 'Compare with other parts' })).toHaveAttribute('href', '/catalogue/compare?part=alb-050');
  await expect(page.getByRole('button', { name: 'Print specification' })).toBeVisible();
});

test.describe('shortlist to sample request', () => {
  const first = part('alb-050');
  const second = part('hat-100');
  const label = (item: CataloguePart) => startsWith(`${item.name} (${item.code})`);

  /** The brief as the shortlist's link opens it: a sample request with both parts ticked. */
  async function expectSampleRequest(page: Page) {
    await expect(page).toHaveURL(
      (url) => url.pathname === '/contact' && url.search === `?kind=samples&part=${first.slug}&part=${second.slug}`,
    );
    await expect(page.getByRole('radio', { name: /^Samples/ })).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Which samples would you like?' }).getByRole('checkbox', { name: 'Parts from the catalogue' }),
    ).toBeChecked();
    const parts = page.getByRole('group', { name: 'Parts from the catalogue' });
    await expect(parts.getByRole('checkbox')).toHaveCount(2);
    await expect(parts.getByRole('checkbox', { name: label(first) })).toBeChecked();
    await expect(parts.getByRole('checkbox', { name: label(second) })).toBeChecked();
  }

  test('with JavaScript: added without leaving the page, then asked for and sent', async ({ page }) => {
    await ageFormTokens(page);
    await gotoHydrated(page, `/catalogue/${first.slug}`);
    await page.getByRole('button', { name: `Add to my shortlist ${first.name}` }).click();
    await expect(page.locator(`#shortlist-status-${first.slug}`)).toContainText('On your shortlist (1)');
    await expect(page).toHaveURL(new RegExp(`/catalogue/${first.slug}$`));
    await expect(page.getByRole('button', { name: `Take off my shortlist ${first.name}` })).toBeVisible();

    await gotoHydrated(page, `/catalogue/${second.slug}`);
    await page.getByRole('button', { name: `Add to my shortlist ${second.name}` }).click();
    await expect(page.locator(`#shortlist-status-${second.slug}`)).toContainText('On your shortlist (2)');
    await page.getByRole('link', { name: 'See your shortlist' }).click();

    await expect(page).toHaveURL(/\/catalogue\/shortlist$/);
    const listed = page.getByRole('region', { name: 'Shortlisted parts' });
    await expectCodes(listed, [first, second]);
    await page.getByRole('link', { name: 'Ask for samples of these 2 parts' }).click();
    await expectSampleRequest(page);

    // Sent in full once: the thank-you page names both parts by name and code.
    const marker = `catalogue${Date.now()}`;
    await page.getByLabel('Delivery address').fill(`Maison Iris, 1 Mill Lane, Leeds LS1 1AA (${marker})`);
    await page.getByLabel('Name').fill('Iris Vale');
    await page.getByLabel('Company or brand').fill('Maison Iris');
    await page.getByLabel('E-mail').fill('iris@example.com');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, we have your enquiry');
    const sent = page.getByRole('region', { name: 'What you sent us' });
    await expect(sent).toContainText('Catalogue parts');
    expect(plain((await sent.textContent()) ?? '')).toContain(plain(`${first.name} (${first.code}), ${second.name} (${second.code})`));
  });

  test('without JavaScript: each post comes back to the part (303) saying it was added, and a part can be taken off', async ({
    browser,
  }) => {
    const { context, page } = await withoutScript(browser);
    const third = part('wad-030');
    for (const item of [first, second, third]) {
      await page.goto(`/catalogue/${item.slug}`);
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/catalogue/shortlist')),
        page.getByRole('button', { name: `Add to my shortlist ${item.name}` }).click(),
      ]);
      expect(answer.status()).toBe(303);
      await expect(page).toHaveURL(new RegExp(`/catalogue/${item.slug}\\?shortlisted=${item.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name);
      // The page says what happened, and offers the way back.
      await expect(page.getByRole('status').filter({ hasText: 'Added to your shortlist' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Take off my shortlist ${item.name}` })).toBeVisible();
    }
    // Taken off from its own page, and put back.
    await page.getByRole('button', { name: `Take off my shortlist ${third.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/catalogue/${third.slug}\\?unlisted=${third.slug}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Taken off your shortlist.' })).toBeVisible();
    await page.getByRole('button', { name: `Add to my shortlist ${third.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?shortlisted=${third.slug}$`));
    const cookie = (await context.cookies()).find((entry) => entry.name === 'shortlist');
    expect(cookie?.value).toBe([first, second, third].map((item) => item.slug).join('.'));

    await page.goto('/catalogue/shortlist');
    const listed = page.getByRole('region', { name: 'Shortlisted parts' });
    await expectCodes(listed, [first, second, third]);
    await listed.getByRole('button', { name: `Take off ${third.name}` }).click();
    await expect(page).toHaveURL(/\/catalogue\/shortlist$/);
    await expectCodes(listed, [first, second]);

    await page.getByRole('link', { name: 'Ask for samples of these 2 parts' }).click();
    await expectSampleRequest(page);
    await context.close();
  });
});

test('with JavaScript, a capacity applies once the typing pauses, as a tick does, and the focus stays in its box', async ({ page }) => {
  await gotoHydrated(page, '/catalogue');
  const from = filterForm(page).getByRole('group', { name: 'Capacity (bottles), ml' }).getByLabel('From');
  // Issue 52: it used to wait for "Show parts", three screens down the panel.
  await from.pressSequentially('40');
  await expect(page).toHaveURL(/[?&]min=40(&|$)/);
  const bottles = catalogueParts.filter((item) => item.capacityMl !== null && item.capacityMl >= 40);
  await expect(countHeading(page)).toHaveText(`${bottles.length} parts: 40 ml or more`);
  await expect(from).toBeFocused();
  await expect(from).toHaveValue('40');
});

test.describe('compare', () => {
  const columns = (page: Page) => page.getByRole('table').getByRole('columnheader');

  test('"Compare ticked parts" with none ticked says so and stays; a phone is told the table scrolls', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/catalogue');
    await page.getByRole('button', { name: 'Compare ticked parts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tick the parts to compare first' })).toBeVisible();
    await expect(page).toHaveURL(/\/catalogue$/);
    const [a, b, c] = [part('alb-030'), part('alb-030-f'), part('alb-050')];
    await page.goto(`/catalogue/compare?part=${a.slug}&part=${b.slug}&part=${c.slug}`);
    const cue = page.getByText('Scroll sideways to see all 3 parts');
    if (isMobile) await expect(cue).toBeVisible();
    else await expect(cue).toBeHidden();
  });

  test('two ticked parts side by side; five in the address show four with a notice; Remove drops one', async ({ page }) => {
    const [a, b] = [part('alb-030'), part('alb-030-f')];
    await gotoHydrated(page, '/catalogue');
    await page.getByRole('checkbox', { name: `Compare ${a.name}`, exact: true }).check();
    await page.getByRole('checkbox', { name: `Compare ${b.name}`, exact: true }).check();
    // Ticking a part to compare is no filter: the list stays.
    await expect(countHeading(page)).toHaveText(`${catalogueParts.length} parts`);
    await page.getByRole('button', { name: 'Compare ticked parts' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/catalogue/compare' && url.search === `?part=${a.slug}&part=${b.slug}`);
    await expect(columns(page)).toHaveCount(2);
    await expect(columns(page).nth(0)).toContainText(a.name);
    await expect(columns(page).nth(1)).toContainText(b.name);
    await expect(page.getByRole('table').getByRole('rowheader', { name: 'Neck finish' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Code/ }).getByRole('cell')).toHaveText([a.code, b.code]);
    await expect(page.getByRole('row', { name: /^Colour or finish/ }).getByRole('cell')).toHaveText(['Clear', 'Frosted']);
    await expect(page.getByRole('link', { name: 'Ask for samples of these 2 parts' })).toHaveAttribute(
      'href',
      `/contact?kind=samples&part=${a.slug}&part=${b.slug}`,
    );

    const five = catalogueParts.slice(0, 5);
    await gotoHydrated(page, `/catalogue/compare?${five.map((item) => `part=${item.slug}`).join('&')}`);
    await expect(page.locator('.catalogue-notice')).toContainText('Up to 4 parts compare side by side');
    const names = (parts: CataloguePart[]) => parts.map((item) => startsWith(item.name, '\\s*Remove'));
    await expect(columns(page)).toHaveText(names(five.slice(0, 4)));

    await page.getByRole('link', { name: `Remove ${five[0]!.name} from the comparison`, exact: true }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.search ===
        `?${five
          .slice(1, 4)
          .map((item) => `part=${item.slug}`)
          .join('&')}`,
    );
    await expect(columns(page)).toHaveText(names(five.slice(1, 4)));
  });
});

test.describe('keyboard only', () => {
  test('Tab reaches a filter, Space ticks it, the list follows and the focus stays on the box', async ({ page }) => {
    await gotoHydrated(page, '/catalogue');
    const box = facetBox(page, 'Neck finish', 'FEA 15');
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]neck=fea-15(&|$)/);
    const feaAll = catalogueParts.filter((item) => item.neckFinish === 'fea-15');
    await expect(countHeading(page)).toHaveText(`${feaAll.length} parts: FEA 15`);
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
    // And Space again takes it off.
    await page.keyboard.press('Space');
    await expect(countHeading(page)).toHaveText(`${catalogueParts.length} parts`);
    await expect(box).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use(phone);

    test('the comparison table is a region Tab reaches, and the arrow keys scroll it', async ({ page }) => {
      const four = ['alb-030', 'hat-050', 'wad-030', 'roy-010'];
      await gotoHydrated(page, `/catalogue/compare?${four.map((slug) => `part=${slug}`).join('&')}`);
      const region = page.getByRole('region', { name: 'Comparison table' });
      const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, 'four columns are wider than a phone').toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'only the table scrolls sideways').toBeLessThanOrEqual(375);
      await tabTo(page, region);
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });

    test('the filters are a closed "Filter and sort" panel that stays open while choosing', async ({ page }) => {
      await gotoHydrated(page, '/catalogue');
      const summary = page.getByText('Filter and sort', { exact: true });
      await expect(summary).toBeVisible();
      const box = facetBox(page, 'Neck finish', 'FEA 15');
      await expect(box).toBeHidden();
      await summary.click();
      await expect(box).toBeVisible();
      await box.check();
      await expect(page).toHaveURL(/[?&]neck=fea-15(&|$)/);
      await expect(countHeading(page)).toHaveText(/: FEA 15$/);
      await expect(box).toBeVisible();
      await expect(box).toBeChecked();
    });
  });
});

test('at 1280 × 800 the first screen shows the first row of parts, each with its name (issue 52)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/catalogue');
  const names = page.locator('.catalogue-results .part-card').locator('.part-card__name');
  await expect(names.first()).toBeVisible();
  for (let index = 0; index < 4; index++) {
    const box = (await names.nth(index).boundingBox())!;
    expect(box.y + box.height, `the name of part ${index + 1} ends within the first screen`).toBeLessThanOrEqual(800);
  }
});

test.describe('axe', () => {
  const pages = [
    { label: 'the catalogue', path: '/catalogue' },
    { label: 'a list with no parts', path: '/catalogue?neck=fea-13&min=500' },
    { label: 'a part', path: '/catalogue/alb-050' },
    { label: 'a comparison', path: '/catalogue/compare?part=alb-050&part=hat-100&part=amw-p15-gd' },
    { label: 'a shortlist', path: '/catalogue/shortlist' },
  ];

  const scan = async (page: Page, path: string, label: string) => {
    await page.context().addCookies([{ name: 'shortlist', value: 'alb-050.hat-100', url: MAIN.url }]);
    await gotoHydrated(page, path);
    if (path.includes('min=500')) await expect(page.getByText('No stock part matches all of these filters.')).toBeVisible();
    if (path.endsWith('shortlist')) await expect(page.locator('.part-card')).toHaveCount(2);
    await expectNoViolations(page, { label });
  };

  for (const { label, path } of pages) {
    test(`${label} (${path}) on a laptop`, async ({ page }) => {
      await scan(page, path, `${path} at 1280 px`);
    });
  }

  test.describe('on a phone', () => {
    test.use(phone);
    for (const { label, path } of pages) {
      test(`${label} (${path})`, async ({ page }) => {
        await scan(page, path, `${path} at 375 px`);
      });
    }

    test('the catalogue with its filter panel open', async ({ page }) => {
      await gotoHydrated(page, '/catalogue?neck=fea-15');
      await page.getByText('Filter and sort', { exact: true }).click();
      await expect(facetBox(page, 'Neck finish', 'FEA 15')).toBeVisible();
      await expectNoViolations(page, { label: '/catalogue at 375 px, filters open' });
    });
  });
});

test.describe('hostile addresses and requests (HTTP only)', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'server behaviour: once is enough');
  });

  /** The page's answer: its status, and the notice and count line it shows. */
  const visit = async (request: APIRequestContext, page: Page, address: string) => {
    const response = await request.get(address, { maxRedirects: 0 });
    const html = await response.text();
    const facts = await inspectHtml(page, html);
    const notice = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return {
        notice: doc.querySelector('.catalogue-notice')?.textContent ?? '',
        count: doc.querySelector('#catalogue-count')?.textContent ?? '',
      };
    }, html);
    return { status: response.status(), html, facts, ...notice };
  };

  test('unknown filter values are left out and named, escaped', async ({ request, page }) => {
    const answer = await visit(request, page, '/catalogue?neck=fea-99&type=bottle&material=%3Cscript%3Ealert(1)%3C%2Fscript%3E&sort=price');
    expect(answer.status).toBe(200);
    expect(answer.notice).toContain('Neck finish: nothing is called “fea-99”');
    expect(answer.notice).toContain('Material: nothing is called “<script>alert(1)</script>”');
    expect(answer.notice).toContain('Sort: that order is not one we offer');
    expect(answer.html).not.toContain('<script>alert(1)</script>');
    // The known value is still used.
    const bottles = catalogueParts.filter((item) => item.partType === 'bottle');
    expect(answer.count).toMatch(new RegExp(`^${bottles.length} parts: Bottles`));
  });

  test('capacities that are not numbers, below zero or past any bottle are put right', async ({ request, page }) => {
    let answer = await visit(request, page, '/catalogue?min=abc&max=-4');
    expect(answer.status).toBe(200);
    expect(answer.notice).toContain('“abc” is not a number of millilitres');
    expect(answer.notice).toContain('cannot be below 0 ml');
    expect(answer.count).toBe(`${catalogueParts.length} parts`);

    answer = await visit(request, page, '/catalogue?min=1e309');
    expect(answer.status).toBe(200);
    expect(answer.notice).toContain('is not a number of millilitres');

    answer = await visit(request, page, '/catalogue?min=99999999&max=20');
    expect(answer.status).toBe(200);
    expect(answer.notice).toContain('5,000 ml is the most');
    const bottles = catalogueParts.filter((item) => item.capacityMl !== null && item.capacityMl >= 20);
    expect(answer.count).toMatch(new RegExp(`^${bottles.length} parts`));

    answer = await visit(request, page, '/catalogue?page=-1&recycled=33');
    expect(answer.status).toBe(200);
    expect(answer.notice).toContain('Page: that is not a page number');
    expect(answer.notice).toContain('Recycled content: choose one of the listed shares');
  });

  test('too many parameters: 400 with the whole catalogue, or refused before it is read; never a 5xx', async ({ request, page }) => {
    // 81 filters: read, refused, the whole catalogue shown.
    const answer = await visit(request, page, `/catalogue?${Array.from({ length: 81 }, () => 'type=bottle').join('&')}`);
    expect(answer.status).toBe(400);
    expect(answer.notice).toContain('asks for more filters than the catalogue has');
    expect(answer.count).toBe(`${catalogueParts.length} parts`);
    expect(answer.facts.h1).toEqual(['Component catalogue']);

    // 1,500 short parameters fit under the server's address limit (8 KB): the same 400.
    const many = await request.get(`/catalogue?${Array.from({ length: 1500 }, () => 'x=1').join('&')}`);
    expect(many.status()).toBe(400);

    // 5,000 parameters are longer than any address the server reads: over 16 KB the HTTP parser answers 431
    // (server/http-server.ts) and closes, often before the rest is read (then the client sees the connection reset).
    const huge = `/catalogue?${Array.from({ length: 5000 }, (_, i) => `type=t${i}`).join('&')}`;
    const raw = await sendRaw(MAIN.url, [`GET ${huge} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`], { timeoutMs: 5000 });
    expect([0, 431], raw.raw.slice(0, 80)).toContain(raw.status);
    expect(raw.closed, 'the connection is closed, not left hanging').toBe(true);
    // Under that, past 8 KB: the address is refused as too long (server/normalise.ts).
    const long = await request.get(`/catalogue?${Array.from({ length: 1500 }, (_, i) => `type=t${i}`).join('&')}`);
    expect(long.status()).toBe(414);
  });

  test('a comparison of made-up and hostile parts', async ({ request, page }) => {
    for (const address of [
      '/catalogue/compare?part=../../etc',
      '/catalogue/compare?part=..%2F..%2Fetc%2Fpasswd&part=alb-050',
      `/catalogue/compare?part=${'a'.repeat(5000)}`,
      `/catalogue/compare?${Array.from({ length: 60 }, () => 'part=alb-050').join('&')}`,
      '/catalogue/compare?part=%00&part=%E2%80%AE',
    ]) {
      const answer = await visit(request, page, address);
      expect(answer.status, address).toBeLessThan(500);
      expect([200, 400], address).toContain(answer.status);
      expect(answer.facts.h1, address).toEqual(['Compare parts']);
    }
    const answer = await visit(request, page, '/catalogue/compare?part=../../etc&part=alb-050');
    expect(answer.notice).toContain('One part in this address is not in the catalogue');
    expect(plain(answer.facts.mainText)).toContain(plain(part('alb-050').name));
  });

  test('a part that does not exist is a 404', async ({ request }) => {
    for (const address of ['/catalogue/no-such-part', '/catalogue/ALB-050%00', '/catalogue/alb-050%2F..%2F..']) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBeGreaterThanOrEqual(300);
      expect(response.status(), address).toBeLessThan(500);
    }
    expect((await request.get('/catalogue/no-such-part')).status()).toBe(404);
  });

  test('the shortlist refuses bad posts with a 4xx, other methods with 405, and a forged cookie quietly', async ({ request }) => {
    const post = (form: string, contentType = 'application/x-www-form-urlencoded', cookie?: string) =>
      request.post('/catalogue/shortlist', {
        headers: { 'Content-Type': contentType, Origin: MAIN.url, ...(cookie ? { Cookie: cookie } : {}) },
        data: form,
        maxRedirects: 0,
      });
    for (const [label, response] of [
      ['an unknown part', await post('intent=add&part=no-such-part')],
      ['a hostile part', await post('intent=add&part=..%2F..%2Fetc')],
      ['no intent', await post('part=alb-050')],
      ['an unknown intent', await post('intent=explode&part=alb-050')],
      ['a body that is not a form', await post('{"intent":"add"}', 'application/json')],
      ['a broken multipart body', await post('--x\r\nnonsense', 'multipart/form-data; boundary=x')],
    ] as const) {
      expect(response.status(), label).toBeGreaterThanOrEqual(400);
      expect(response.status(), label).toBeLessThan(500);
      expect(response.headers()['set-cookie'] ?? '', `${label}: no shortlist set`).not.toContain('shortlist=');
    }
    // A real part: 303 back to the shortlist, with the cookie.
    const added = await post('intent=add&part=alb-050');
    expect(added.status()).toBe(303);
    expect(added.headers()['set-cookie']).toMatch(/^shortlist=alb-050;/);
    // A return address off the catalogue goes to the shortlist instead.
    const away = await post('intent=add&part=alb-050&returnTo=https%3A%2F%2Fevil.example%2F');
    expect(away.status()).toBe(303);
    expect(new URL(away.headers().location!, MAIN.url).pathname).toBe('/catalogue/shortlist');

    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await request.fetch('/catalogue/shortlist', { method, data: 'intent=add&part=alb-050' });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toContain('POST');
    }
    expect((await request.fetch('/catalogue', { method: 'POST', headers: { Origin: MAIN.url }, form: { a: '1' } })).status()).toBe(405);

    // The script's address answers JSON: the shortlist after a change, or why there was none (and no cookie then).
    const api = (body: string) =>
      request.post('/api/shortlist', { headers: { Origin: MAIN.url, 'Content-Type': 'application/x-www-form-urlencoded' }, data: body });
    const apiAdded = await api('intent=add&part=alb-050');
    expect(apiAdded.status()).toBe(200);
    expect(await apiAdded.json()).toEqual({ error: null, shortlist: ['alb-050'] });
    expect(apiAdded.headers()['set-cookie']).toMatch(/^shortlist=alb-050;/);
    const apiUnknown = await api('intent=add&part=no-such-part');
    expect(apiUnknown.status()).toBe(400);
    expect((await apiUnknown.json()).error).toBe('That part is not in the catalogue.');
    expect(apiUnknown.headers()['set-cookie'] ?? '').not.toContain('shortlist=');
    expect((await request.get('/api/shortlist')).status()).toBe(405);

    // A changed cookie: its junk is dropped, its real part kept.
    const shortlist = await request.get('/catalogue/shortlist', {
      headers: { Cookie: 'shortlist=..%2F..%2Fetc.%3Cscript%3E.alb-050.' + 'x'.repeat(3000) },
    });
    expect(shortlist.status()).toBe(200);
    const html = await shortlist.text();
    expect(html).toContain(part('alb-050').name);
    expect(html).not.toContain('<script>.');
  });
});

test.describe('the shortlist from another site', () => {
  test('a post from a foreign or opaque origin changes nothing, and a page on another origin cannot wipe it', async ({
    request,
    browser,
  }) => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      for (const path of ['/api/shortlist', '/catalogue/shortlist']) {
        const response = await request.post(path, {
          headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
          data: 'intent=clear',
          maxRedirects: 0,
        });
        expect(response.status(), `${path} from ${origin}`).toBe(400);
        expect(response.headers()['set-cookie'] ?? '', `${path} from ${origin}`).not.toContain('shortlist=');
      }
    }
    // A request without Origin but marked cross-site by the browser is refused too.
    const marked = await request.post('/api/shortlist', {
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'intent=clear',
    });
    expect(marked.status()).toBe(400);

    // A visitor with a shortlist opens a page on another origin (same site: another port of this machine) that posts.
    const hostile = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><title>Other site</title><script>
        fetch(${JSON.stringify(`${MAIN.url}/api/shortlist`)}, { method: 'POST', credentials: 'include', mode: 'no-cors',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'intent=clear' })
          .finally(() => { document.title = 'sent'; });
      </script>`);
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    const context = await browser.newContext({ baseURL: MAIN.url });
    try {
      const page = await context.newPage();
      await page.goto('/catalogue/shortlist');
      const added = await page.request.post('/api/shortlist', {
        headers: { Origin: MAIN.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        data: 'intent=add&part=alb-050',
      });
      expect(added.status()).toBe(200);
      await page.goto(`http://127.0.0.1:${(hostile.address() as AddressInfo).port}/`);
      await expect(page).toHaveTitle('sent');
      const cookies = await context.cookies(MAIN.url);
      expect(cookies.find((cookie) => cookie.name === 'shortlist')?.value).toBe('alb-050');
    } finally {
      await context.close();
      await new Promise((resolve) => hostile.close(resolve));
    }
  });
});

test.describe('print', () => {
  test('a part prints as one page: no header, footer, actions or related parts', async ({ page }) => {
    await gotoHydrated(page, '/catalogue/alb-050');
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.site-footer', '.part__actions', '.part__related', '.part__trail']) {
      await expect(page.locator(selector).first(), selector).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.spec-table')).toBeVisible();
    await expect(page.locator('.part__sheet-note')).toBeVisible();
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? [];
    expect(pages.length, 'pages in the printed sheet').toBe(1);
  });
});

test.describe('structured data', () => {
  test('a part page carries a Product with its code as sku, valid against schema.org', async ({ request, page }) => {
    const bottle = part('alb-050');
    const response = await request.get(`/catalogue/${bottle.slug}`);
    expect(response.status()).toBe(200);
    const { jsonLd, canonical } = await inspectHtml(page, await response.text());
    const [product, ...others] = nodesOfType(jsonLd, 'Product');
    expect(others, 'one Product').toEqual([]);
    expect(product).toMatchObject({ name: bottle.name, sku: bottle.code, mpn: bottle.code });
    expect(product!.url).toBe(canonical);
    const organisation = nodesOfType(jsonLd, 'Organization')[0]!;
    expect(product!.manufacturer).toEqual({ '@id': organisation['@id'] });
    const properties = product!.additionalProperty as { name: string; value: unknown; unitCode?: string }[];
    expect(properties).toContainEqual({ '@type': 'PropertyValue', name: 'Neck finish', value: 'FEA 15' });
    expect(properties).toContainEqual({ '@type': 'PropertyValue', name: 'Capacity', value: 50, unitCode: 'MLT' });
    // Every type and property one schema.org has. Google's product snippets also require an Offer with a price; the
    // catalogue publishes no prices (they are quoted), so it offers none rather than invent one (decision 0035).
    const issues = await structuredDataIssues([product!]);
    expect(issues.filter((issue) => issue.severity === 'ERROR' && !/required/i.test(issue.issueMessage))).toEqual([]);
  });
});

test.describe('ways in', () => {
  // Issue 52: linked before only from the glass and componentry pages; now one step from every page.
  test('the catalogue is one step from every page: the Services menu, the footer, the home page and the 404', async ({ page }) => {
    await acceptCookiesUpFront(page);
    await gotoHydrated(page, '/about');
    await page.getByRole('banner').getByRole('button', { name: 'Show the services' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Stock catalogue' })).toHaveAttribute('href', '/catalogue');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Catalogue', exact: true })).toHaveAttribute('href', '/catalogue');
    await page.goto('/');
    await page.getByRole('link', { name: /^Browse the stock catalogue/ }).click();
    await expect(page).toHaveURL(/\/catalogue$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('navigation', { name: 'Main pages' }).getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
      'href',
      '/catalogue',
    );
  });

  test('the glass page links to the catalogue filtered to a range', async ({ page }) => {
    await gotoHydrated(page, '/glass');
    await expect(page.getByRole('link', { name: 'Browse the component catalogue' })).toHaveAttribute('href', '/catalogue');
    await page.getByRole('link', { name: /^Albury in the catalogue/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/catalogue' && url.search === '?range=albury');
    const albury = catalogueParts.filter((item) => item.range === 'albury');
    await expect(countHeading(page)).toHaveText(`${albury.length} parts: Albury`);
    expect((await listedCodes(page)).sort()).toEqual(codesOf(albury));
    await expect(page.locator('.catalogue-range')).toContainText('Albury.');
    await expect(facetBox(page, 'Range', 'Albury')).toBeChecked();
  });

  test('the fragrance componentry service page’s "In the catalogue" lands on its ranges', async ({ page }) => {
    await gotoHydrated(page, '/services/fragrance-componentry');
    const aside = page.getByRole('complementary', { name: 'In the component catalogue' });
    await expect(aside).toContainText('In the catalogue');
    await aside.getByRole('link').click();
    await expect(page).toHaveURL(/\/catalogue\?range=/);
    const ranges = new URL(page.url()).searchParams.getAll('range');
    expect(ranges.length).toBeGreaterThan(1);
    const inRanges = catalogueParts.filter((item) => item.range !== null && ranges.includes(item.range));
    await expect(countHeading(page)).toHaveText(new RegExp(`^${inRanges.length} parts: `));
    for (const code of await listedCodes(page)) expect(inRanges.map((item) => item.code)).toContain(code);
    for (const range of ranges) {
      await expect(filterForm(page).getByRole('group', { name: 'Range' }).locator(`input[value="${range}"]`)).toBeChecked();
    }
  });

  test('search finds a part, labelled as a component', async ({ page }) => {
    await page.goto('/search?q=ALB-050');
    const result = page
      .locator('main')
      .getByRole('link', { name: /Albury 50 ml/ })
      .first();
    await expect(result).toHaveAttribute('href', '/catalogue/alb-050');
    await expect(page.locator('main')).toContainText('Component');
  });
});
