/**
 * A page paints from its HTML alone (its stylesheets inline, its web fonts'
 * faces among them) and starts its modules with the HTML, at a priority below
 * its main picture's, so it comes alive as soon as they are in: nothing waits
 * for the first paint, the picture or the fonts on purpose (issue 33). The
 * fonts swap in without moving anything.
 */
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { waitForHydration } from './support/browser.ts';

// The full browser a visitor runs, not the headless shell of the other specs: the shell finds the local faces the
// fallbacks are sized from by other rules, and lays the text out wider (12 px on the hero's first button).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

const pages = ['/', '/about', '/blog/bespoke-or-stock-glass'];

for (const path of pages) {
  test(`${path}: its modules start with the HTML, after its main picture; it paints from the HTML alone and hydrates with its fonts`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Every stylesheet inline: nothing but the HTML holds back the first paint.
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head).toMatch(/<style data-href="\/assets\/fonts-[\w-]+\.css">@font-face/);
    // The modules are asked for by the HTML itself, the main picture first.
    const picture = head.search(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    const modules = head.search(/<link rel="modulepreload"/);
    expect(picture, 'the main picture is preloaded').toBeGreaterThan(-1);
    expect(modules, 'the modules are preloaded in the head').toBeGreaterThan(picture);
    // Each module is first asked for at a low priority (the picture comes first), whatever React Router links.
    const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"( fetchPriority="low")?\/>/g)];
    const low = preloads.filter((link) => link[2]).map((link) => link[1]);
    expect(low.length).toBeGreaterThan(3);
    for (const [index, link] of preloads.entries()) {
      if (link[2]) continue;
      expect(low, `${link[1]} is asked for at a low priority first`).toContain(link[1]);
      expect(preloads.findIndex((other) => other[1] === link[1])).toBeLessThan(index);
    }

    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(timing.firstScript, 'scripts start before the first paint, with the HTML').toBeLessThan(timing.firstPaint);

    // The brand fonts are in, and the headings and the text use them.
    await expect
      .poll(() =>
        page.evaluate(() => document.fonts.check('1em "Figtree Variable"') && document.fonts.check('1em "Cormorant Garamond Variable"')),
      )
      .toBe(true);
    const families = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, main p, .site-footer a')].map(
        (element) => getComputedStyle(element).fontFamily.split(',')[0],
      ),
    );
    expect(new Set(families.map((family) => family?.replaceAll('"', '')))).toEqual(
      new Set(['Cormorant Garamond Variable', 'Figtree Variable']),
    );

    // Alive: the header's search opens its dialog, its field ready.
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')).toBeFocused();
  });
}

test('a main picture slow to arrive holds nothing back: the page comes alive before it has come', async ({ page }) => {
  // As on a slow phone, or where the picture is resized for the first time: it arrives seconds after the text.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/images/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  await waitForHydration(page);
  const pictureIn = await page.evaluate(() => {
    const picture = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
    return picture?.complete && picture.naturalWidth > 0;
  });
  expect(pictureIn, 'hydrated while the main picture was still on its way').toBe(false);
  release();
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')?.naturalWidth))
    .toBeGreaterThan(0);
});

test('a page rendered for each visitor (the contact form, with its token) is finished the same way: its styles inline, everything allowed by the policy', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto('/contact');
  expect(response!.headers()['cache-control']).toContain('no-store');
  const html = await response!.text();
  expect(html, 'its CSS inline').toMatch(/<style data-href="\/assets\/contact-[\w-]+\.css">/);
  expect(html, 'its modules preloaded by the HTML').toContain('rel="modulepreload"');
  expect(response!.headers()['content-security-policy'], 'no nonce: its inline scripts by their hashes').not.toContain("'nonce-");
  await waitForHydration(page);
  // Alive, with the brand fonts, and nothing refused by the policy.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Figtree Variable"'))).toBe(true);
  expect(refused).toEqual([]);
});

test('a page reached in the visit brings the stylesheets the first did not carry, and drops those it no longer needs', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const carried = () =>
    page.evaluate(() => [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')!));
  const linked = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')!),
    );
  const home = await carried();
  expect(home.some((href) => /\/home-/.test(href))).toBe(true);
  const heroHeight = () => page.locator('.hero').evaluate((hero) => getComputedStyle(hero).minHeight);
  const styledHero = await heroHeight();
  expect(styledHero).not.toBe('auto');
  await page.getByRole('banner').getByRole('link', { name: 'Tools' }).first().click({ force: true });
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.locator('.tool-card').first()).toBeVisible();
  // The shell's stylesheets stay inline; the home page's left with it; the tools' came as a link, and applies.
  await expect.poll(async () => (await carried()).some((href) => /\/home-/.test(href))).toBe(false);
  expect((await carried()).some((href) => /\/base-/.test(href))).toBe(true);
  expect((await linked()).some((href) => /\/tools-/.test(href))).toBe(true);
  expect(
    await page
      .locator('.tool-card')
      .first()
      .evaluate((card) => getComputedStyle(card).display),
  ).not.toBe('inline');
  // Back home: its own styles come back, from the text the first document carried.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await carried()).some((href) => /\/home-/.test(href))).toBe(true);
  expect(await heroHeight()).toBe(styledHero);
});

for (const path of ['/', '/blog', '/portfolio', '/galleries']) {
  test(`${path}: nothing moves when the fonts arrive, on a phone (Lighthouse's layout shift 0.000)`, async ({ page }) => {
    // Lighthouse's phone, and the fonts held back a moment so the text is laid out in the fallbacks first.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string }[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[])
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className).join(', '),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string }[] }).__shifts);
    // Under what Lighthouse shows as 0.000.
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.0005);
  });
}

test("the home hero's buttons keep their size and place when the fonts arrive", async ({ page, context }) => {
  /** The hero's buttons, as laid out once the page has settled: x and width, in px. */
  const buttons = (target: Page) =>
    target.evaluate(() =>
      [...document.querySelectorAll('.hero .button')].map((button) => {
        const box = button.getBoundingClientRect();
        return { x: Math.round(box.x), width: Math.round(box.width) };
      }),
    );
  await page.setViewportSize({ width: 375, height: 800 });
  // The capitals in their fallback (the web fonts never come)…
  await page.route('**/*.woff2', (route) => route.abort());
  await page.goto('/');
  await waitForHydration(page);
  const fallback = await buttons(page);
  // …and in Figtree.
  const web = await context.newPage();
  await web.setViewportSize({ width: 375, height: 800 });
  await web.goto('/');
  await waitForHydration(web);
  await expect.poll(() => web.evaluate(() => document.fonts.check('600 13px "Figtree Variable"'))).toBe(true);
  await web.evaluate(() => document.fonts.ready);
  const figtree = await buttons(web);
  expect(figtree).toHaveLength(2);
  // Before the capitals had a fallback of their own the second button moved 8 px.
  for (const [index, button] of figtree.entries()) {
    expect(Math.abs(button.x - fallback[index]!.x), JSON.stringify({ fallback, figtree })).toBeLessThanOrEqual(3);
    expect(Math.abs(button.width - fallback[index]!.width), JSON.stringify({ fallback, figtree })).toBeLessThanOrEqual(3);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the brand fonts still load, through the stylesheet the page keeps for that case', async ({ page }) => {
    await page.goto('/about');
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Figtree Variable' && face.status === 'loaded'),
        ),
      )
      .toBe(true);
  });

  test('on a phone the first of an odd number of cards leads the full width, as the HTML says from its first paint', async ({ page }) => {
    // Decided by the server, not by counting the cards in CSS: a paint made while the parser was half-way down the list
    // laid the grid out at an even count, and then moved it.
    await page.setViewportSize({ width: 375, height: 812 });
    const widths = async (path: string) => {
      await page.goto(path);
      return page.evaluate(() => {
        const list = document.querySelector('.portfolio-grid__list');
        const first = list?.querySelector('li');
        return { list: list?.clientWidth ?? 0, first: first?.clientWidth ?? 0, cards: list?.children.length ?? 0 };
      });
    };
    const all = await widths('/portfolio');
    expect(all.cards % 2, 'the demo has an odd number of cases').toBe(1);
    expect(all.first).toBe(all.list);
    // As when the parser has not reached the last card yet: the first still leads.
    const midParse = await page.evaluate(() => {
      const list = document.querySelector('.portfolio-grid__list')!;
      list.lastElementChild!.remove();
      return { list: list.clientWidth, first: list.querySelector('li')!.clientWidth };
    });
    expect(midParse.first).toBe(midParse.list);
    // A filter leaving an even number: two across, the first among them.
    const features = await page
      .locator('.filter-button[name]')
      .evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).value));
    for (const feature of features) {
      const some = await widths(`/portfolio?feature=${encodeURIComponent(feature)}`);
      if (some.cards % 2 === 1 || some.cards < 2) continue;
      expect(some.first).toBeLessThan(some.list / 2 + 1);
      return;
    }
    throw new Error('no filter leaves an even number of cases');
  });
});
