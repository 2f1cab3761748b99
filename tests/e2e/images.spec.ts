/**
 * Pictures are fetched at the size they are shown (issue 17: "a right-sized
 * srcset"): each `<img>` with a `srcset` gets, from the widths it offers, the
 * smallest that covers its box on this screen, or the next one up (a `sizes`
 * in viewport widths is a little generous where the page has a maximum
 * width), never a far larger one, and never a blurry smaller one. A phone
 * that fetched a desktop-sized card picture would fail here. And the picture
 * that is a page's largest paint is fetched at once (high priority, not lazy).
 */
import { expect, test, type Page } from '@playwright/test';

interface Shown {
  src: string;
  /** The width of its box on the screen, in device pixels. */
  needed: number;
  /** The width of the picture the browser chose. */
  fetched: number;
  offered: number[];
}

/** Scrolls the whole page so every lazy picture loads, then reads what each one shows and fetched. */
async function picturesOf(page: Page, path: string): Promise<Shown[]> {
  await page.goto(path);
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  // Pictures outside the window (a carousel's later slides) wait, lazily, for the visitor: the ones that loaded count.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const shownWidth = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return getComputedStyle(image).objectFit === 'cover'
        ? Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight)
        : box.width;
    };
    return [...document.images]
      .filter((image) => image.srcset && image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)
      .map((image) => {
        // An art-directed picture offers the widths of the first <source> whose media matches, else the image's own.
        const source = [...(image.parentElement instanceof HTMLPictureElement ? image.parentElement.querySelectorAll('source') : [])].find(
          (candidate) => !candidate.media || matchMedia(candidate.media).matches,
        );
        // naturalWidth is divided by the chosen candidate's density: the address's `w` is the width fetched.
        const candidates = (source?.srcset ?? image.srcset).split(',').map((candidate) => {
          const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
          return { url: new URL(url, document.baseURI).href, width: Number(/^(\d+)w$/.exec(descriptor)?.[1]) };
        });
        return {
          src: image.currentSrc,
          // A picture that covers a box of another shape is shown wider than its box (issue 39: the phone's hero).
          needed: Math.round(shownWidth(image) * window.devicePixelRatio),
          fetched: Number(new URL(image.currentSrc).searchParams.get('w')) || image.naturalWidth,
          offered: candidates
            .map((candidate) => candidate.width)
            .filter((width) => width > 0)
            .sort((a, b) => a - b),
        };
      });
  });
}

function check(pictures: Shown[]): void {
  expect(pictures.length, 'pictures with a srcset on the page').toBeGreaterThan(0);
  for (const picture of pictures) {
    const covering = picture.offered.findIndex((width) => width >= picture.needed);
    // The smallest width that covers the box (or the largest offered), and the one after it.
    const enough = covering === -1 ? picture.offered.length - 1 : covering;
    const most = picture.offered[Math.min(enough + 1, picture.offered.length - 1)]!;
    expect(picture.fetched, `${picture.src}: ${picture.needed} px shown, not far larger`).toBeLessThanOrEqual(most);
    expect(picture.fetched, `${picture.src}: ${picture.needed} px shown, not blurry`).toBeGreaterThanOrEqual(
      Math.min(picture.needed * 0.75, picture.offered.at(-1)!),
    );
  }
}

/** The element the browser reported as the largest contentful paint, if it is a picture: how it is fetched. */
async function largestPaint(page: Page, path: string): Promise<{ src: string; loading: string; priority: string } | null> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element;
          resolve(
            element instanceof HTMLImageElement
              ? { src: element.currentSrc, loading: element.loading, priority: element.getAttribute('fetchpriority') ?? '' }
              : null,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

function checkLargest(largest: Awaited<ReturnType<typeof largestPaint>>): void {
  // A page whose largest paint is its heading has nothing to fetch for it.
  if (!largest) return;
  expect(largest.loading, `${largest.src}: the largest paint is not lazy`).not.toBe('lazy');
  expect(largest.priority, `${largest.src}: the largest paint is fetched first`).toBe('high');
}

const pages = [
  '/',
  '/about',
  '/services',
  '/services/fragrance-componentry',
  '/blog',
  '/blog/how-long-does-it-take-to-launch-a-fragrance',
  '/portfolio',
  '/portfolio/atelier-noor',
  '/galleries',
  '/gallery/inside-the-factory',
];

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  for (const path of pages) {
    test(`${path}: each picture at the size it is shown, the largest paint fetched first`, async ({ page }) => {
      checkLargest(await largestPaint(page, path));
      check(await picturesOf(page, path));
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  for (const path of pages) {
    test(`${path}: each picture at the size it is shown, the largest paint fetched first`, async ({ page }) => {
      checkLargest(await largestPaint(page, path));
      check(await picturesOf(page, path));
    });
  }
});
