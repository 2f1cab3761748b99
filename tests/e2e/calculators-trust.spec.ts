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
      // £2,103.38 of liquids and parts for 500 + £250 set-up = £2,353.38, £4.71 a unit (cost.test.ts has the working).
      const headline = page.locator('.tool-figures__item').first();
      await expect(headline).toContainText('Per unit at 500, all in');
      await expect(headline).toContainText('£4.71');
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
      const totalFigure = page.locator('.tool-figures__item').filter({ has: page.locator('dt', { hasText: /^Total$/ }) });
      await expect(totalFigure).toContainText('GBP, ex VAT, ex works');
      const table = page.getByRole('table', { name: /^Breakdown/ });
      await expect(table.locator('caption')).toContainText('GBP, ex VAT, ex works');
      const amounts = async (selector: string) =>
        (await table.locator(selector).allTextContents()).map((cell) => pence(cell.replace(/\u00a0/g, ' ')));
      const lines = await amounts('tbody:first-of-type tr td:last-child');
      const [subtotal, ...setups] = await amounts('tbody:nth-of-type(2) tr td:last-child');
      const [total, perUnit] = await amounts('tfoot tr td:last-child');
      expect(lines.reduce((a, b) => a + b, 0)).toBe(subtotal);
      expect(subtotal! + setups.reduce((a, b) => a + b, 0)).toBe(total);
      expect([subtotal, total, perUnit]).toEqual([1_076_688, 1_136_688, 455]);
      await expect(table.locator('tfoot')).toContainText('GBP, ex VAT, ex works');
      // The liquids are bought by weight and volume for the whole run, to the gram and the millilitre.
      await expect(table.getByRole('row', { name: /^Fragrance oil/ })).toContainText(/21\.375\s+kg\s*£95\.00\s*a kg\s*£2,030\.63/);
      await expect(table.getByRole('row', { name: /^Perfumer’s alcohol/ })).toContainText(/102\.5\s+L\s*£4\.50\s*a litre\s*£461\.25/);
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

const development = '/tools/development-process';
const route = (over: Record<string, string> = {}) =>
  new URLSearchParams({ fragrance: 'bespoke', glass: 'stock', decoration: 'decorated', packaging: 'carton', markets: 'uk', ...over });

test.describe('development process: the route, the calendar and the start date', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('private label takes ten weeks where a bespoke fragrance takes twenty, as the FAQ says', async ({ page }) => {
      await page.goto(`${development}?${route({ fragrance: 'library', start: '2031-03-03' })}`);
      let shown = await resultText(page);
      expect(shown).toContain('10 weeks');
      expect(shown).toContain('14 May 2031');
      expect(shown).toContain('Choosing from our fragrance library');
      expect(shown).not.toContain('Stability and compatibility testing');
      await page.goto(`${development}?${route({ start: '2031-03-03' })}`);
      shown = await resultText(page);
      expect(shown).toContain('20 weeks');
      expect(shown).toContain('Stability and compatibility testing');
      expect(shown).not.toContain('depending on choices');
    });

    test('bank holidays and the Christmas closure are skipped, and the page says which', async ({ page }) => {
      await page.goto(`${development}?${route({ fragrance: 'library', start: '2031-12-15' })}`);
      const shown = await resultText(page);
      expect(shown).toMatch(/Skips 7 weekdays: Christmas Day, Boxing Day, New Year’s Day and Christmas shutdown \(24 Dec – 1 Jan\)/);
      // Discovery is the week of 15 December; the next stage starts after the closure's first days, not on Christmas Day.
      expect(shown).toContain('15 Dec 2031 to 19 Dec 2031');
      expect(shown).toContain('22 Dec 2031 to 13 Jan 2032');
      expect(shown).toContain('2 Mar 2032');
    });

    test('a start date in the past is refused with a message, and gives no dates', async ({ page }) => {
      await page.goto(`${development}?${route({ start: '2020-03-02' })}`);
      const input = field(page, 'Start date');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await input.getAttribute('id')}-error`)).toContainText(
        'The start date has passed: choose today or a later date',
      );
      await expect(page.locator('#result .tool-figures')).toHaveCount(0);
    });

    test('the route is chosen in the form and sent by GET', async ({ page }) => {
      await page.goto(development);
      await field(page, 'Fragrance').selectOption('library');
      await field(page, 'Bottle').selectOption('stock');
      await field(page, 'Start date').fill('2031-03-03');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.waitForURL(/fragrance=library/);
      expect(await resultText(page)).toContain('10 weeks');
    });
  });

  test.describe('with JavaScript', () => {
    test.beforeEach(async ({ page }) => {
      await acceptCookiesUpFront(page);
    });

    test('changing the bottle to bespoke glass lengthens the plan at once, and the address follows', async ({ page }) => {
      await gotoHydrated(page, `${development}?${route({ start: '2031-03-03' })}`);
      await expect.poll(() => resultText(page)).toContain('20 weeks');
      await field(page, 'Bottle').selectOption('bespoke');
      await expect.poll(() => resultText(page)).toContain('Mould, glass samples and first production');
      await expect.poll(() => resultText(page)).toContain('31 weeks');
      await expect.poll(() => page.url()).toContain('glass=bespoke');
    });

    test('a past date typed in is refused when the field is left', async ({ page }) => {
      await gotoHydrated(page, `${development}?${route({ start: '2031-03-03' })}`);
      const input = field(page, 'Start date');
      await input.fill('2021-06-01');
      await input.blur();
      await expect(page.locator(`#${await input.getAttribute('id')}-error`)).toContainText('The start date has passed');
      await expect(page.locator('#result .tool-figures')).toHaveCount(0);
    });
  });
});

const freight = '/tools/freight-calculator';
const shipment = (over: Record<string, string> = {}) =>
  new URLSearchParams({ length: '60', width: '40', height: '40', weight: '12', cartons: '40', mode: 'air', to: 'US', ...over });

test.describe('freight: from our facility to a country, with a cost band, transit and warnings', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('40 cartons by air to the United States: cost band, transit, pallets counted honestly and the air height limit', async ({
      page,
    }) => {
      await page.goto(`${freight}?${shipment()}`);
      const shown = await resultText(page);
      // On 4 pallets (3 of 135 cm, 1 of 55 cm): 5.52 m³ ÷ 6,000 = 920 kg chargeable × £3.50–£5.50 a kg.
      expect(shown).toContain('£3,220.00–£5,060.00');
      expect(shown).toContain('3–6 working days');
      expect(shown).toContain('From our facility in Hertfordshire, UK to the United States');
      expect(shown).toContain('4 pallets: 3 full of 12 cartons, 1 with 4');
      await expect(page.locator('.tool-warning')).toContainText(
        'Air freight takes pallets up to 160 cm high, base included: 3 layers a pallet instead of 4.',
      );
    });

    test('one small carton travels loose, not on "1 pallet"', async ({ page }) => {
      await page.goto(`${freight}?${shipment({ weight: '10', cartons: '1' })}`);
      await expect(page.getByRole('heading', { name: 'As loose cartons' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'On pallets' })).toHaveCount(0);
      expect(await resultText(page)).not.toMatch(/\b1 pallet\b/);
    });

    test('a mode that does not go there says which ones do', async ({ page }) => {
      await page.goto(`${freight}?${shipment({ mode: 'road' })}`);
      expect(await resultText(page)).toContain(
        'Road freight does not go to the United States: choose air freight, express courier or sea freight (LCL).',
      );
    });

    test('implausible cartons are warned about: too heavy to lift, too big for a courier, denser than glass', async ({ page }) => {
      await page.goto(`${freight}?${shipment({ length: '130', weight: '32', cartons: '1', mode: 'courier', to: 'FR' })}`);
      const warning = page.locator('.tool-warning');
      await expect(warning).toContainText('At 32 kg a carton is over the 25 kg one person should lift (HSE guidance)');
      await expect(warning).toContainText('over the 120 cm limit for one parcel by express courier');
      await page.goto(`${freight}?${shipment({ weight: '2000', cartons: '1' })}`);
      await expect(page.locator('.tool-warning')).toContainText('20,833 kg per m³, more than solid glass');
    });

    test('the destination is chosen by country, grouped by region, and sent by GET', async ({ page }) => {
      await page.goto(freight);
      const destination = field(page, 'Destination');
      await expect(destination.locator('optgroup[label="Europe"] option[value="DE"]')).toHaveCount(1);
      await destination.selectOption('DE');
      await field(page, 'Freight mode').selectOption('road');
      await field(page, 'Number of cartons').fill('20');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.waitForURL(/to=DE/);
      // 20 cartons of 60 × 40 × 40 cm by road on 2 pallets: 2.76 m³ ÷ 3,000 = 920 kg chargeable × £0.40–£0.80 a kg.
      expect(await resultText(page)).toContain('£368.00–£736.00');
    });
  });

  test.describe('with JavaScript', () => {
    test.beforeEach(async ({ page }) => {
      await acceptCookiesUpFront(page);
    });

    test('choosing another country changes the cost and transit at once, and the address follows', async ({ page }) => {
      await gotoHydrated(page, `${freight}?${shipment({ cartons: '20', mode: 'road', to: 'GB' })}`);
      await field(page, 'Destination').selectOption('DE');
      await expect.poll(() => resultText(page)).toContain('£368.00–£736.00');
      await expect.poll(() => page.url()).toContain('to=DE');
    });

    test('typing a heavy carton warns at once', async ({ page }) => {
      await gotoHydrated(page, `${freight}?${shipment()}`);
      await field(page, 'Gross weight per carton').fill('32');
      await expect.poll(() => text(page, '.tool-warning')).toContain('At 32 kg a carton is over the 25 kg');
    });
  });
});
