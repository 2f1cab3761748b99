/**
 * Issue 39, item 6: on a wide screen no list laid out as a grid leaves a
 * hole: every row of cards, tools, cases or figures runs from the grid's
 * left edge to its right (three figures in a row of four, two related cases
 * in three columns and five tools in three did not).
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { acceptCookiesUpFront } from './support/browser.ts';
import { documentsOf } from './support/content.ts';

const post = documentsOf('post').find((doc) => !doc._id.startsWith('drafts.')) as unknown as { slug: { current: string } };
const tool = documentsOf('tool')[0] as unknown as { slug: { current: string } };

const pages = [
  '/services',
  '/services/fragrance-creation',
  '/services/fragrance-componentry',
  '/portfolio',
  '/blog',
  `/blog/${post.slug.current}`,
  '/videos',
  '/tools',
  `/tools/${tool.slug.current}`,
  '/about',
  '/glass',
  '/creative',
];

test.use({ viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

for (const path of pages) {
  test(`${path}: no grid row with an empty cell at 1280`, async ({ page }) => {
    await page.goto(path);
    const grids = await page.evaluate(() =>
      [...document.querySelectorAll('main ul, main ol')].flatMap((list) => {
        const style = getComputedStyle(list);
        if (style.display !== 'grid') return [];
        const items = [...list.children].filter((item) => (item as HTMLElement).offsetWidth > 0);
        const box = list.getBoundingClientRect();
        const left = box.left + parseFloat(style.paddingLeft);
        const right = box.right - parseFloat(style.paddingRight);
        const rows = new Map<number, { left: number; right: number; count: number }>();
        for (const item of items) {
          const rect = item.getBoundingClientRect();
          const row = rows.get(Math.round(rect.top)) ?? { left: Infinity, right: -Infinity, count: 0 };
          rows.set(Math.round(rect.top), {
            left: Math.min(row.left, rect.left),
            right: Math.max(row.right, rect.right),
            count: row.count + 1,
          });
        }
        // A list of one column is a plain list: only grids that set items side by side count.
        if (Math.max(0, ...[...rows.values()].map((row) => row.count)) < 2) return [];
        return [
          {
            list: `${list.tagName.toLowerCase()}.${[...list.classList].join('.')}`,
            rows: [...rows.values()].map((row) => ({
              count: row.count,
              gapLeft: Math.round(row.left - left),
              gapRight: Math.round(right - row.right),
            })),
          },
        ];
      }),
    );
    expect(grids.length, 'grids found on the page').toBeGreaterThan(0);
    for (const grid of grids)
      for (const row of grid.rows)
        expect(
          Math.max(Math.abs(row.gapLeft), Math.abs(row.gapRight)),
          `${grid.list}: a row of ${row.count} reaches both edges`,
        ).toBeLessThanOrEqual(1);
  });
}

test("a post's breadcrumb, title, meta and body start at one left edge", async ({ page }) => {
  await page.goto(`/blog/${post.slug.current}`);
  const lefts = await page.evaluate(() =>
    ['.breadcrumbs', '.post h1', '.post__meta', '.post__body .rich-text > p'].map((selector) =>
      Math.round(document.querySelector(selector)!.getBoundingClientRect().left),
    ),
  );
  expect(new Set(lefts).size, `left edges ${lefts.join(', ')}`).toBe(1);
});

test('a film page fills its row: the film, then its words to the right edge', async ({ page }) => {
  const video = documentsOf('video').find((doc) => !doc._id.startsWith('drafts.')) as unknown as { slug: { current: string } };
  await page.goto(`/video/${video.slug.current}`);
  const [column, film, words] = await Promise.all(
    ['.video-page__film', '.video-page__film .video-player', '.video-facts'].map((selector) => page.locator(selector).boundingBox()),
  );
  const padding = await page.locator('.video-page__film').evaluate((element) => parseFloat(getComputedStyle(element).paddingRight));
  expect(words!.x, 'the words sit beside the film').toBeGreaterThan(film!.x + film!.width);
  expect(Math.abs(column!.x + column!.width - padding - (words!.x + words!.width)), 'the words reach the right edge').toBeLessThanOrEqual(
    1,
  );
});

for (const width of [375, 768, 1280]) {
  test(`at ${width} px no line of the exhibition's details starts or ends with a separator dot`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const details = page.locator('.exhibition__details');
    await details.scrollIntoViewIfNeeded();
    const box = (await details.boundingBox())!;
    // Each line's visible start (the event's name above starts there too) and its last fact's end, in the element's pixels.
    const lines = await details.evaluate((element) => {
      const left = element.parentElement!.querySelector('h2')!.getBoundingClientRect().left;
      const spans = [...element.querySelectorAll('span')].map((span) => span.getBoundingClientRect());
      const rows = new Map<number, { top: number; bottom: number; right: number }>();
      for (const rect of spans) {
        const row = rows.get(Math.round(rect.top)) ?? { top: rect.top, bottom: rect.bottom, right: 0 };
        rows.set(Math.round(rect.top), { ...row, right: Math.max(row.right, rect.right) });
      }
      const origin = element.getBoundingClientRect();
      return [...rows.values()].map((row) => ({
        top: row.top - origin.top,
        bottom: row.bottom - origin.top,
        start: left - origin.left,
        end: row.right - origin.left,
      }));
    });
    const shot = await page.screenshot({ clip: box });
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    /** Whether a champagne pixel (the dot; the words are grey on the dark band) lies in the columns [from, to) of a line. */
    const dotIn = (line: (typeof lines)[number], from: number, to: number) => {
      for (let y = Math.max(0, Math.floor(line.top)); y < Math.min(info.height, Math.ceil(line.bottom)); y++)
        for (let x = Math.max(0, Math.floor(from)); x < Math.min(info.width, Math.ceil(to)); x++) {
          const at = (y * info.width + x) * 3;
          if (data[at]! - data[at + 2]! > 50 && data[at]! > 110) return true;
        }
      return false;
    };
    expect(lines.length).toBeGreaterThan(0);
    for (const [index, line] of lines.entries()) {
      expect(dotIn(line, line.start, line.start + 12), `line ${index + 1} starts with a dot`).toBe(false);
      expect(dotIn(line, line.end - 12, line.end), `line ${index + 1} ends with a dot`).toBe(false);
    }
  });
}

for (const path of ['/about', '/creative', '/services/fragrance-creation']) {
  test(`${path}: the body's text and aside use the row, not 40 % of it left empty`, async ({ page }) => {
    await page.goto(path);
    const gap = await page.locator('.page-body').evaluate((body) => {
      const row = body.getBoundingClientRect();
      const right = Math.max(...[...body.querySelectorAll('p, li, aside')].map((element) => element.getBoundingClientRect().right));
      return (row.right - right) / row.width;
    });
    expect(gap, 'the share of the row left empty on the right').toBeLessThan(0.1);
  });
}
