/**
 * The five calculators and /tools (issue 7): each works without JavaScript
 * (a GET form the server answers) and live with it; invalid input shows
 * errors beside the fields and no result; a shared address reproduces a
 * result; usable at 375 px without sideways scrolling; axe clean; printable.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { acceptCookiesUpFront, clientNavigate, gotoHydrated } from './support/browser.ts';

/** Text without the no-break spaces that join figures to their units. */
const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
const result = (page: Page) => page.locator('#result');
const figures = (page: Page) => page.locator('#result .tool-figures');
/** A form field by its label (the label may go on with its unit: "Bottle size, in millilitres"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(,|$)`));

interface ToolCase {
  slug: string;
  title: string;
  /** An address with every input, and what its result shows. */
  shared: { query: string; shows: string[] };
  /** Fields to fill in (by label) with JavaScript off, and what the server's result then shows. */
  submit: { fill: [string, string][]; select?: [string, string][]; shows: string[] };
  /** A change made with JavaScript, and what the result shows without submitting. */
  live: { fill?: [string, string]; select?: [string, string]; shows: string; param: string };
  /** An invalid value, and the message shown beside its field. */
  invalid: { label: string; value: string; message: string; query: string };
}

const cases: ToolCase[] = [
  {
    slug: 'fragrance-calculator',
    title: 'Fragrance Calculator',
    // The worked example: 100 × 50 ml eau de parfum at 20 % is 1,000 ml of oil before overage.
    shared: { query: 'type=eau-de-parfum&size=50&units=100&concentration=20&overage=3', shows: ['1.03 L', '1 L', '978.5 g'] },
    submit: {
      select: [['Product type', 'eau-de-parfum']],
      fill: [
        ['Bottle size', '50'],
        ['Number of units', '100'],
        ['Concentration', '20'],
        ['Filling overage', '0'],
      ],
      shows: ['1 L', '950 g'],
    },
    live: { fill: ['Bottle size', '100'], shows: '2.06 L', param: 'size=100' },
    invalid: {
      label: 'Bottle size',
      value: '-5',
      message: 'The bottle size cannot be negative',
      query: 'type=eau-de-parfum&size=-5&units=100&concentration=20&overage=3',
    },
  },
  {
    slug: 'freight-calculator',
    title: 'Freight Calculator',
    // The worked example: one carton 60 × 40 × 40 cm, 10 kg, by air.
    shared: {
      query: 'length=60&width=40&height=40&weight=10&cartons=1&mode=air',
      shows: ['0.096 m³', '16 kg', 'Volumetric weight applies'],
    },
    submit: {
      fill: [
        ['Length', '40'],
        ['Width', '30'],
        ['Height', '30'],
        ['Gross weight per carton', '12'],
        ['Number of cartons', '50'],
      ],
      select: [['Freight mode', 'sea']],
      shows: ['1.800 m³', '1,800 kg'],
    },
    live: { fill: ['Number of cartons', '10'], shows: '0.960 m³', param: 'cartons=10' },
    invalid: {
      label: 'Width',
      value: '0',
      message: 'The width must be more than 0',
      query: 'length=60&width=0&height=40&weight=10&cartons=1&mode=air',
    },
  },
  {
    slug: 'cost-calculator',
    title: 'Cost Calculator',
    // 2,500 × 50 ml at 18 %, oil £95/kg, stock glass, cap and box: £10,766.88 of liquids and parts, £600 set-up, £11,366.88 in all.
    shared: {
      query: 'size=50&quantity=2500&concentration=18&oil=95.00&glass=stock&cap=stock&box=stock',
      shows: ['£4.55', '£10,766.88', '£600.00', '£11,366.88'],
    },
    submit: { fill: [['Quantity', '25000']], shows: ['£3.68', '£92,018.75'] },
    // Without a box: £9,566.88 of liquids and parts, £250 set-up → £3.93 all in.
    live: { select: ['Box', 'none'], shows: '£3.93', param: 'box=none' },
    invalid: {
      label: 'Fragrance oil price',
      value: 'cheap',
      message: 'The oil price must be an amount in pounds, like 95.00',
      query: 'size=50&quantity=2500&concentration=18&oil=cheap&glass=stock&cap=stock&box=stock',
    },
  },
  {
    slug: 'inclusion-rates',
    title: 'Inclusion Rates',
    shared: { query: 'category=candle&batch=10', shows: ['1 kg', '600 g', '1.2 kg', 'IFRA'] },
    submit: { select: [['Product', 'body-lotion']], fill: [['Batch size', '2.5']], shows: ['25 g', '12.5 g', '50 g'] },
    live: { fill: ['Batch size', '2'], shows: '200 g', param: 'batch=2' },
    invalid: { label: 'Batch size', value: '0', message: 'The batch size must be more than 0', query: 'category=candle&batch=0' },
  },
  {
    slug: 'development-process',
    title: 'Development Process',
    // The default route (bespoke fragrance, decorated stock glass, a carton, the UK) from Monday 3 March 2031:
    // 20 working weeks, delivery on Thursday 24 July 2031 (Good Friday, Easter Monday and the two May bank holidays skipped).
    shared: {
      query: 'fragrance=bespoke&glass=stock&decoration=decorated&packaging=carton&markets=uk&start=2031-03-03',
      shows: ['20 weeks', '24 Jul 2031', '3 Mar 2031 to 14 Mar 2031'],
    },
    submit: { fill: [['Start date', '2031-03-10']], shows: ['31 Jul 2031'] },
    live: { fill: ['Start date', '2031-03-17'], shows: '7 Aug 2031', param: 'start=2031-03-17' },
    invalid: {
      label: 'Start date',
      value: '',
      message: 'The start date must be a real date',
      query: 'fragrance=bespoke&glass=stock&decoration=decorated&packaging=carton&markets=uk&start=2026-02-30',
    },
  },
];

test.describe('/tools', () => {
  test('lists the five tools, each with a sentence and a decorative icon', async ({ page }) => {
    await acceptCookiesUpFront(page);
    await gotoHydrated(page, '/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    const links = page.locator('.tool-list a');
    await expect(links).toHaveCount(5);
    for (const tool of cases) {
      const link = page.locator(`.tool-list a[href="/tools/${tool.slug}"]`);
      await expect(link.getByRole('heading', { name: tool.title })).toBeVisible();
      await expect(link.locator('p')).not.toBeEmpty();
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    await expectNoViolations(page, { include: 'main', label: '/tools' });
  });

  test('loads none of the calculators’ code: not their shared kit, not one of them', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/tools');
    await page.waitForLoadState('networkidle');
    // The cards' own code comes with the shell (vite.config.ts): seen, so the list below is not empty for want of it.
    expect(
      scripts.some((script) => /^\/assets\/shell-/.test(script)),
      scripts.join(', '),
    ).toBe(true);
    expect(scripts.filter((script) => /^\/assets\/(tools-|\w+-tool-)[\w-]+\.js$/.test(script))).toEqual([]);
  });

  test('an unknown tool answers 404', async ({ request }) => {
    expect((await request.get('/tools/no-such-tool')).status()).toBe(404);
    expect((await request.get('/tools/no-such-tool?size=1')).status()).toBe(404);
  });
});

for (const tool of cases) {
  test.describe(tool.title, () => {
    const path = `/tools/${tool.slug}`;

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the form submits by GET and the server shows the result', async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();
        for (const [label, value] of tool.submit.select ?? []) await field(page, label).selectOption(value);
        for (const [label, value] of tool.submit.fill) await field(page, label).fill(value);
        await page.getByRole('button', { name: 'Calculate' }).click();
        await page.waitForURL(/\?/);
        expect(new URL(page.url()).pathname).toBe(path);
        for (const shown of tool.submit.shows) expect(await text(page, '#result')).toContain(shown);
        await expect(result(page)).toContainText(/estimate/i);
      });

      test('invalid input: the error beside the field, linked to it, and no result', async ({ page }) => {
        await page.goto(`${path}?${tool.invalid.query}`);
        const input = field(page, tool.invalid.label);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        const error = page.locator(`#${await input.getAttribute('id')}-error`);
        await expect(error).toContainText(tool.invalid.message);
        expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(await error.getAttribute('id'));
        await expect(figures(page)).toHaveCount(0);
        await expect(result(page).getByRole('link', { name: /discuss this with us/i })).toHaveCount(0);
        await expect(result(page)).toContainText(tool.invalid.message);
      });
    });

    test.describe('with JavaScript', () => {
      test.beforeEach(async ({ page }) => {
        await acceptCookiesUpFront(page);
      });

      test('the result updates as you type and the address follows', async ({ page }) => {
        await gotoHydrated(page, `${path}?${tool.shared.query}`);
        const { fill, select, shows, param } = tool.live;
        const input = field(page, (fill ?? select)![0]);
        await input.scrollIntoViewIfNeeded();
        const before = await page.evaluate(() => window.scrollY);
        if (fill) await input.fill(fill[1]);
        if (select) await input.selectOption(select[1]);
        await expect.poll(() => text(page, '#result')).toContain(shows);
        await expect.poll(() => page.url()).toContain(param);
        // Typing neither scrolls the page away nor adds history entries.
        expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
        expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
      });

      test('a shared address reproduces the result', async ({ page }) => {
        await gotoHydrated(page, `${path}?${tool.shared.query}`);
        for (const shown of tool.shared.shows) await expect.poll(() => text(page, '#result')).toContain(shown);
        const params = new URLSearchParams(tool.shared.query);
        for (const [name, value] of params) await expect(page.locator(`[name="${name}"]`)).toHaveValue(value);
      });

      test('invalid input: the error shows when you leave the field, and the result goes', async ({ page }) => {
        await gotoHydrated(page, `${path}?${tool.invalid.query}`);
        await expect(figures(page)).toHaveCount(0);
        await expect(field(page, tool.invalid.label)).toHaveAttribute('aria-invalid', 'true');
        if (tool.slug === 'development-process') return; // a date field cannot be typed into wrongly
        await gotoHydrated(page, `${path}?${tool.shared.query}`);
        await expect(figures(page)).toHaveCount(1);
        const input = field(page, tool.invalid.label);
        await input.fill(tool.invalid.value);
        await input.blur();
        await expect(page.locator(`#${await input.getAttribute('id')}-error`)).toContainText(tool.invalid.message);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(figures(page)).toHaveCount(0);
      });

      test('"Discuss this with us" carries the inputs and the result to the contact page', async ({ page }) => {
        await gotoHydrated(page, `${path}?${tool.shared.query}`);
        const link = result(page).getByRole('link', { name: /discuss this with us/i });
        const href = (await link.getAttribute('href')) ?? '';
        const url = new URL(href, 'http://localhost');
        expect(url.pathname).toBe('/contact');
        // The inputs travel (the calculator's address); the brief computes the result again and shows it on a card.
        expect(url.searchParams.get('estimate')).toMatch(new RegExp(`^${path}\\?`));
        await link.click();
        const card = page.getByRole('group', { name: 'Your estimates' });
        await expect(card).toBeVisible();
        const context = ((await card.textContent()) ?? '').replace(/\u00a0/g, ' ');
        expect(context).toContain(tool.title.split(' ')[0]!);
        expect(context).toContain(tool.shared.shows[0]!.replace(/\u00a0/g, ' '));
      });

      test('at 375 px: nothing scrolls sideways and the form is usable', async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 800 });
        for (const query of [tool.shared.query, tool.invalid.query]) {
          await gotoHydrated(page, `${path}?${query}`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), query).toBeLessThanOrEqual(375);
          const box = await page.getByRole('button', { name: 'Calculate' }).boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
          expect(box!.height).toBeGreaterThanOrEqual(44);
        }
      });

      for (const state of ['result', 'errors'] as const) {
        test(`axe finds nothing, with ${state === 'result' ? 'a result' : 'errors'}`, async ({ page }) => {
          test.slow();
          await gotoHydrated(page, `${path}?${state === 'result' ? tool.shared.query : tool.invalid.query}`);
          // The page's own content; the shell around it is accessibility.spec.ts's.
          await expectNoViolations(page, { include: 'main', label: `${path} with ${state}` });
        });
      }

      test('prints the result without the site’s chrome or the form', async ({ page }) => {
        await gotoHydrated(page, `${path}?${tool.shared.query}`);
        await page.emulateMedia({ media: 'print' });
        await expect(page.locator('.site-header')).toBeHidden();
        await expect(page.locator('.site-footer')).toBeHidden();
        await expect(page.locator('form.tool-form')).toBeHidden();
        await expect(result(page)).toBeVisible();
        await expect(result(page)).toContainText(/estimate/i);
      });
    });
  });
}

test('the product type brings its suggested concentration', async ({ page }) => {
  await acceptCookiesUpFront(page);
  await gotoHydrated(page, '/tools/fragrance-calculator');
  await field(page, 'Product type').selectOption('extrait');
  await expect(field(page, 'Concentration')).toHaveValue('25');
  await expect.poll(() => page.url()).toContain('type=extrait');
});

test('"Start again" clears the figures', async ({ page }) => {
  await acceptCookiesUpFront(page);
  await gotoHydrated(page, '/tools/freight-calculator?length=100&width=80&height=50&weight=30&cartons=4&mode=road');
  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(field(page, 'Length')).toHaveValue('60');
  await expect.poll(() => new URL(page.url()).search).toBe('');
});

test('the pages hydrate without errors (the server and the browser compute the same result)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await acceptCookiesUpFront(page);
  for (const tool of cases) {
    await gotoHydrated(page, `/tools/${tool.slug}`);
    await gotoHydrated(page, `/tools/${tool.slug}?${tool.shared.query}`);
    await gotoHydrated(page, `/tools/${tool.slug}?${tool.invalid.query}`);
  }
  expect(problems).toEqual([]);
});

test('a tool page loads only its own calculator, and pointing at a link to another loads that one before the click', async ({ page }) => {
  const calculators: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(\w+)-tool-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) calculators.push(name);
  });
  await acceptCookiesUpFront(page);
  await gotoHydrated(page, '/tools/freight-calculator');
  expect(calculators).toEqual(['freight']);

  // "More ways to plan your launch": the cost calculator's module arrives on pointing, before any click.
  const cost = page.waitForRequest(/\/assets\/cost-tool-[\w-]+\.js$/);
  await page.getByRole('link', { name: /Cost Calculator/ }).hover();
  await cost;
  await page.getByRole('link', { name: /Cost Calculator/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cost Calculator');
  await expect(field(page, 'Bottle size')).toBeVisible();
  expect(calculators).toEqual(['freight', 'cost']);
});

test("a client navigation to a tool (from the search, say) asks for its calculator while the page's data is on its way", async ({
  page,
}) => {
  await acceptCookiesUpFront(page);
  await gotoHydrated(page, '/about');
  // The page's data held back, as on a slow connection: the calculator's module is asked for meanwhile, not after.
  let dataArrived = 0;
  await page.route(/\/tools\/fragrance-calculator\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    const response = await route.fetch();
    dataArrived = Date.now();
    await route.fulfill({ response });
  });
  const calculator = page.waitForRequest(/\/assets\/fragrance-tool-[\w-]+\.js$/).then(() => Date.now());
  await clientNavigate(page, '/tools/fragrance-calculator');
  const asked = await calculator;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fragrance Calculator');
  expect(dataArrived, 'the data came').toBeGreaterThan(0);
  expect(asked, 'the module was asked for before the data came').toBeLessThan(dataArrived);
});
