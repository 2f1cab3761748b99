/**
 * The proof a buyer checks before writing (issue 37): each service's quick
 * facts at the top of its page, in one line on its cards and as an Offer in
 * its structured data; the sustainability tables of the glass page and the
 * secondary packaging page, in words and axe-clean.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { acceptCookiesUpFront, gotoHydrated } from './support/browser.ts';
import { inspectHtml, nodesOfType } from './support/html.ts';
import { documentsOf } from './support/content.ts';

/** Text as a visitor reads it: the no-break spaces that hold figures to their units as plain spaces. */
const plain = async (locator: Locator) =>
  ((await locator.textContent()) ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const strip = (page: Page) => page.getByRole('region', { name: 'Quick facts' });
/** A fact of the strip: its label (dt) and what it says (dd). */
const fact = async (page: Page, label: string) =>
  plain(
    strip(page)
      .locator('div', { has: page.locator('dt', { hasText: label }) })
      .locator('dd'),
  );

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

test.describe('quick facts at the top of a service page', () => {
  for (const width of [1280, 375]) {
    test(`/private-label-fragrance at ${width} px: minimum, lead time, sizes and necks in the first screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/private-label-fragrance');
      await expect(strip(page)).toBeVisible();
      expect(await fact(page, 'Minimum order')).toBe('500 units per fragrance');
      expect(await fact(page, 'Lead time')).toBe('10–14 weeks from approved artwork');
      expect(await fact(page, 'Sizes')).toBe('30–100 ml');
      expect(await fact(page, 'Neck finish')).toBe('FEA 15');
      // Near the top: in the page's header, under the headline, and within the first screen.
      await expect(page.locator('header.page-header').getByRole('region', { name: 'Quick facts' })).toHaveCount(1);
      const box = (await strip(page).boundingBox())!;
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(box.y).toBeGreaterThan(heading.y);
      expect(box.y, 'the strip starts within the first screen').toBeLessThan(800);
      await expectNoViolations(page, { include: 'header.page-header', label: `the quick facts at ${width} px` });
    });
  }

  test('a service shows only the facts it has', async ({ page }) => {
    await page.goto('/services/secondary-packaging');
    const labels = await strip(page).locator('dt').allTextContents();
    expect(labels).toEqual(['Minimum order', 'Lead time']);
    expect(await fact(page, 'Minimum order')).toBe('1,000 boxes per design');
  });
});

test.describe('one line of facts on each service card', () => {
  test('the services overview', async ({ page }) => {
    await page.goto('/services');
    const card = page.getByRole('link', { name: /Private label fragrance/ });
    expect(await plain(card.locator('.card__meta').first())).toBe('From 500 units · 10–14 weeks');
    const candles = page.getByRole('link', { name: /Home fragrance/ });
    expect(await plain(candles.locator('.card__meta').first())).toBe('From 300 candles · 8–10 weeks');
  });

  test('the home page’s services carousel', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#services').getByRole('link', { name: /Fragrance componentry/ });
    expect(await plain(card.locator('.service-card__facts'))).toBe('From 500 units · 6–20 weeks');
  });
});

test.describe('structured data', () => {
  for (const { path, minimum, unit, weeks } of [
    { path: '/private-label-fragrance', minimum: 500, unit: 'units per fragrance', weeks: [10, 14] },
    { path: '/services/home-fragrance', minimum: 300, unit: 'candles per fragrance', weeks: [8, 10] },
  ]) {
    test(`${path}: a Service by the company, with an Offer of its minimum order and lead time`, async ({ request, page }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const { jsonLd } = await inspectHtml(page, await response.text());
      const [service, ...others] = nodesOfType(jsonLd, 'Service');
      expect(others, 'one Service').toEqual([]);
      const organisation = nodesOfType(jsonLd, 'Organization')[0]!;
      expect(service!.provider).toEqual({ '@id': organisation['@id'] });
      expect(service!.url).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      const offer = service!.offers as Record<string, Record<string, unknown>>;
      expect(offer['@type']).toBe('Offer');
      expect(offer.eligibleQuantity).toEqual({ '@type': 'QuantitativeValue', minValue: minimum, unitText: unit });
      expect(offer.deliveryLeadTime).toMatchObject({
        '@type': 'QuantitativeValue',
        minValue: weeks[0],
        maxValue: weeks[1],
        unitCode: 'WEE',
      });
    });
  }
});

test.describe('sustainability tables', () => {
  for (const { path, subject, row, answers } of [
    {
      path: '/glass',
      subject: 'Glass',
      row: 'Wadesmill screw-neck flask',
      answers: ['20–40%', 'Yes', 'Yes', 'Widely recycled in UK kerbside glass collections'],
    },
    {
      path: '/services/secondary-packaging',
      subject: 'Secondary packaging',
      row: 'Soft-touch or fully laminated board',
      answers: ['30–50%', 'No', 'No', 'Limited: many UK kerbside collections refuse laminated card'],
    },
  ]) {
    test(`${path}: a captioned table, answered in words, with the EPR line, axe-clean`, async ({ page }) => {
      await gotoHydrated(page, path);
      const table = page.getByRole('table', { name: `${subject} materials: recycled content, refills and recycling` });
      await expect(table).toBeVisible();
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        'Material or range',
        'Recycled content',
        'Refillable',
        'Mono-material',
        'Recyclable',
      ]);
      const tableRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row }) });
      await expect(tableRow).toHaveCount(1);
      // What a sighted visitor reads (the phone layout's labels are hidden here).
      expect((await tableRow.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual(answers);
      // Every yes/no is a word, never only an icon.
      for (const text of await table.locator('tbody td:nth-child(3), tbody td:nth-child(4)').allInnerTexts()) {
        expect(['Yes', 'No', 'Not stated']).toContain(text.trim());
      }
      await expect(page.getByText(/Extended Producer Responsibility for packaging \(EPR\)/)).toBeVisible();
      await expectNoViolations(page, { include: 'section[aria-labelledby="sustainability-title"]', label: `${path} sustainability table` });
    });
  }

  test('on a phone each row stands as a card that is still a table row, and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/glass');
    const table = page.getByRole('table', { name: /^Glass materials/ });
    await expect(table).toBeVisible();
    // The stacked layout keeps the table's semantics: rows, row headers and the column headers' names.
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Mono-material PP pump, 18/415' }) });
    await expect(row.getByRole('cell')).toHaveCount(4);
    await expect(row.getByRole('cell').nth(1)).toHaveAccessibleName('Yes');
    await expect(row.getByText('Refillable', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoViolations(page, { include: 'section[aria-labelledby="sustainability-title"]', label: '/glass table at 375 px' });
  });
});

test.describe('one source for every fact (issue 52)', () => {
  /** The number a figure shows ("60+" is 60), found by its label in a list of figures. */
  const figure = async (page: Page, label: RegExp) =>
    plain(page.locator('.trust__tile', { has: page.locator('.trust__label', { hasText: label }) }).locator('.trust__value'));

  test('a figure about the catalogue is counted from it: the home page, the about page and componentry claim what it lists', async ({
    page,
  }) => {
    await page.goto('/catalogue');
    const listed = Number((await plain(page.locator('#catalogue-count'))).match(/^(\d+) parts/)![1]);
    const claims: [string, RegExp][] = [
      ['/', /^Stock Components$/],
      ['/about', /^Stock components$/],
      ['/services/fragrance-componentry', /^stock components$/],
    ];
    for (const [path, label] of claims) {
      await page.goto(path);
      const shown = await figure(page, label);
      const claimed = Number(shown.replace(/[,+]/g, ''));
      expect(claimed, `${path}: "${shown}" against the ${listed} parts listed`).toBeLessThanOrEqual(listed);
      expect(claimed, `${path}: as near as a round figure goes`).toBeGreaterThan(listed / 2);
    }
    // The glass page leaves the count of shapes to the catalogue it links to.
    await page.goto('/glass');
    await expect(page.locator('main')).not.toContainText(/\d+ stock bottle shapes/i);
  });

  test("a service's figure of its minimum is its quick fact, and a part says how its minimum meets private label's", async ({ page }) => {
    await page.goto('/services/fragrance-componentry');
    const minimum = (await fact(page, 'Minimum order')).match(/^([\d,]+) /)![1]!;
    expect(await figure(page, /units minimum on stock glass/)).toBe(minimum);
    // A 50 ml bottle on an FEA 15 neck is sold by the thousand bought alone, and from private label's minimum in its runs.
    await page.goto('/private-label-fragrance');
    const privateLabel = await fact(page, 'Minimum order');
    await page.goto('/catalogue/alb-050');
    const row = page.getByRole('row', { name: /^Minimum order/ });
    await expect(row).toContainText(/[\d,]+ units, bought alone/);
    const line = page.locator('.part__held-stock');
    expect(await plain(line)).toBe(`In a private label fragrance run we use this part from the stock we hold: from ${privateLabel}.`);
    await expect(line.getByRole('link', { name: 'private label fragrance' })).toHaveAttribute('href', '/private-label-fragrance');
    // A skincare pump on a 20/410 neck is not one private label uses: nothing is claimed of it.
    const skincare = documentsOf('component').find((part) => part.neckFinish === 'gcmi-20-410')!;
    await page.goto(`/catalogue/${(skincare.slug as { current: string }).current}`);
    await expect(page.getByRole('row', { name: /^Minimum order/ })).toBeVisible();
    await expect(page.locator('.part__held-stock')).toHaveCount(0);
  });

  test('private label gives a price a unit at its minimum; its calculator opens set up for a library fragrance and agrees', async ({
    page,
  }) => {
    await gotoHydrated(page, '/private-label-fragrance');
    const price = await fact(page, 'Indicative price');
    const perUnit = price.match(/^(£[\d.,]+) a unit at 500 × 50 ml/)?.[1];
    expect(perUnit, price).toBeTruthy();
    await strip(page).getByRole('link', { name: 'Work out yours in the cost calculator' }).click();
    await expect(page).toHaveURL(/\/tools\/cost-calculator\?.*fragrance=library/);
    await expect(page.getByLabel('Fragrance', { exact: true })).toHaveValue('library');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('500');
    // No oil price is asked of a founder choosing from the library.
    await expect(page.getByLabel('Fragrance oil price')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your cost per unit' })).toContainText(perUnit!);
  });
});
