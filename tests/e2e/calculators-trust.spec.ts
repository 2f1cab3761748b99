/**
 * Calculators a buyer can trust with a budget (issue 36): the cost
 * calculator's minimums and basis, the development process's route and
 * calendar, the freight calculator's destinations, costs and warnings, and
 * the rates' date, source and margin under every result. Each new input and
 * warning is tried with JavaScript (live) and without (the server's GET form).
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, gotoHydrated } from './support/browser.ts';

/** Text without the no-break spaces that join figures to their units. */
const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
const resultText = (page: Page) => text(page, '#result');
/** A form field by its label (the label may go on with its unit: "Bottle size, in millilitres"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(,|$)`));
/** "£1,234.56" → 123456 */
const pence = (money: string) => Math.round(Number(money.replace(/[£,\s]/g, '')) * 100);

const cost = '/tools/cost-calculator';
const costQuery = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    size: '50',
    quantity: '2500',
    concentration: '18',
    oil: '95.00',
    glass: 'stock',
    cap: 'stock',
    box: 'stock',
    ...over,
  });

test.describe('cost: minimums, basis and totals that add up', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('below the smallest run, the headline says so and prices the smallest run', async ({ page }) => {
      await page.goto(`${cost}?${costQuery({ quantity: '100', box: 'none' })}`);
      const shown = await resultText(page);
      expect(shown).toContain('Our runs start at 500 units. You asked for 100, so these figures are for 500');
      // 420p × 500 + £250 set-up = £2,350, £4.70 a unit (cost.test.ts has the working).
      const headline = page.locator('.tool-figures__item').first();
      await expect(headline).toContainText('Per unit at 500, all in');
      await expect(headline).toContainText('£4.70');
      await expect(headline).toContainText('you asked for 100');
      await expect(page.locator('.tool-table tr[data-current] th')).toContainText('500');
    });

    test('a part below its own minimum is bought at its minimum, and the page says what is left over', async ({ page }) => {
      await page.goto(`${cost}?${costQuery({ glass: 'bespoke' })}`);
      const row = page.getByRole('row', { name: /^Bespoke glass bottle/ });
      await expect(row).toContainText('10,000');
      await expect(row).toContainText('7,500 kept for your next run');
      expect(await resultText(page)).toContain('the minimum order is 10,000, so 10,000 are priced');
    });

    test('the basis beside every total, and a breakdown that adds up to its total', async ({ page }) => {
      await page.goto(`${cost}?${costQuery()}`);
      await expect(page.locator('.tool-figures__item', { hasText: 'Total' })).toContainText('GBP, ex VAT, ex works');
      const table = page.getByRole('table', { name: /^Breakdown/ });
      await expect(table.locator('caption')).toContainText('GBP, ex VAT, ex works');
      const amounts = async (selector: string) =>
        (await table.locator(selector).allTextContents()).map((cell) => pence(cell.replace(/\u00a0/g, ' ')));
      const lines = await amounts('tbody:first-of-type tr td:last-child');
      const [subtotal, ...setups] = await amounts('tbody:nth-of-type(2) tr td:last-child');
      const [total, perUnit] = await amounts('tfoot tr td:last-child');
      expect(lines.reduce((a, b) => a + b, 0)).toBe(subtotal);
      expect(subtotal! + setups.reduce((a, b) => a + b, 0)).toBe(total);
      expect([subtotal, total, perUnit]).toEqual([1_075_000, 1_135_000, 454]);
      await expect(table.locator('tfoot')).toContainText('GBP, ex VAT, ex works');
    });
  });

  test.describe('with JavaScript', () => {
    test.beforeEach(async ({ page }) => {
      await acceptCookiesUpFront(page);
    });

    test('typing a quantity below the minimum warns at once, and a larger one clears it', async ({ page }) => {
      await gotoHydrated(page, `${cost}?${costQuery()}`);
      await field(page, 'Quantity').fill('120');
      await expect.poll(() => resultText(page)).toContain('You asked for 120, so these figures are for 500');
      await expect.poll(() => page.url()).toContain('quantity=120');
      await field(page, 'Quantity').fill('2500');
      await expect.poll(() => resultText(page)).not.toContain('Our runs start at');
    });

    test('the shaded row’s figure keeps clear of the table’s edge', async ({ page }) => {
      await gotoHydrated(page, `${cost}?${costQuery()}`);
      const row = page.locator('.tool-table tr[data-current]');
      const gap = await row.evaluate((tr) => {
        const cell = tr.lastElementChild!;
        const range = document.createRange();
        range.selectNodeContents(cell);
        return tr.getBoundingClientRect().right - range.getBoundingClientRect().right;
      });
      expect(gap).toBeGreaterThanOrEqual(8);
    });
  });
});

test.describe('every calculator says how recent its rates are, where they come from and how sure it is', () => {
  for (const slug of ['cost-calculator', 'fragrance-calculator', 'freight-calculator', 'inclusion-rates', 'development-process']) {
    test(slug, async ({ page }) => {
      await page.goto(`/tools/${slug}`);
      const note = page.locator('#result .tool-rates-note');
      await expect(note).toContainText(/Rates as of\s*1 October 2026/);
      await expect(note.locator('dt', { hasText: 'Source' })).toHaveCount(1);
      await expect(note.locator('dt', { hasText: 'Margin of error' })).toHaveCount(1);
    });
  }
});
