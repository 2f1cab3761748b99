/**
 * Galleries (issue 6): /galleries and /gallery/{slug} from the dataset in the
 * server's HTML, 404 for an unknown slug, thumbnails that are plain links
 * without JavaScript, and the lightbox: opened by keyboard, arrows and
 * buttons move (wrapping), the counter follows and is announced, Escape
 * closes and focus returns, Tab stays inside, a swipe changes the image, the
 * page behind does not scroll; axe finds nothing, with the lightbox open too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, gotoHydrated, recordRemovedPictures } from './support/browser.ts';

interface GalleryDoc {
  _id: string;
  _type: string;
  title: string;
  slug: { current: string };
  description: string;
  displayOrder?: number;
  images: { alt?: string; caption?: string }[];
}

const galleries: GalleryDoc[] = readFileSync(fileURLToPath(new URL('../../dataset/data.ndjson', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as GalleryDoc)
  .filter((doc) => doc._type === 'gallery' && !doc._id.includes('.') && doc.slug?.current)
  .sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));

const gallery = galleries[0]!;
const path = `/gallery/${gallery.slug.current}`;
const count = gallery.images.length;
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The text a browser gives for HTML-escaped content. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const lightbox = (page: Page) => page.getByRole('dialog', { name: `${gallery.title}: image viewer` });
const counter = (page: Page) => page.locator('.lightbox__counter');
const thumbnails = (page: Page) => page.locator('.gallery-grid__trigger');

async function openAt(page: Page, index: number) {
  await thumbnails(page).nth(index).focus();
  await page.keyboard.press('Enter');
  await expect(lightbox(page)).toBeVisible();
  await expect(counter(page)).toHaveText(`${index + 1} / ${count}`);
}

test.describe('server-rendered galleries', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'HTTP only: once is enough');
  });

  test('the dataset has galleries with images', () => {
    expect(galleries.length).toBeGreaterThan(0);
    expect(count).toBeGreaterThan(2);
  });

  test('/galleries lists every gallery with its image count and description', async ({ request }) => {
    const response = await request.get('/galleries');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const doc of galleries) {
      expect(html).toContain(escapeHtml(doc.title));
      expect(html).toContain(`href="/gallery/${doc.slug.current}"`);
      expect(html).toContain(`${doc.images.length} images`);
    }
  });

  for (const doc of galleries) {
    test(`/gallery/${doc.slug.current} has its title, captions and a link to each large image`, async ({ request }) => {
      const response = await request.get(`/gallery/${doc.slug.current}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(escapeHtml(doc.title));
      for (const image of doc.images) if (image.caption) expect(html).toContain(escapeHtml(image.caption));
      // Without JavaScript, each thumbnail is a link to the large image.
      const links = [...html.matchAll(/<a class="gallery-grid__trigger" href="([^"]+)"/g)].map((match) => match[1]!);
      expect(links).toHaveLength(doc.images.length);
      for (const href of links) expect(href).toMatch(/^\/images\/.+w=1[0-9]{3}/);
      // Every thumbnail has a srcset, dimensions and alt text.
      const thumbs = [...html.matchAll(/<a class="gallery-grid__trigger"[^>]*>.*?<img ([^>]+)>/g)].map((match) => match[1]!);
      expect(thumbs).toHaveLength(doc.images.length);
      for (const attributes of thumbs) {
        expect(attributes).toMatch(/srcSet="[^"]+ \d+w,/i);
        expect(attributes).toMatch(/width="\d+"/);
        expect(attributes).toMatch(/height="\d+"/);
        expect(attributes).toMatch(/alt="[^"]+"/);
      }
      // ImageGallery structured data.
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as { '@type': string; image?: { contentUrl: string }[] },
      );
      const galleryLd = blocks.find((block) => block['@type'] === 'ImageGallery');
      expect(galleryLd, 'ImageGallery JSON-LD').toBeTruthy();
      expect(galleryLd!.image).toHaveLength(doc.images.length);
      for (const image of galleryLd!.image!) expect(image.contentUrl).toMatch(/^https?:\/\//);
      expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
    });
  }

  test('an unknown gallery answers 404', async ({ request }) => {
    expect((await request.get('/gallery/no-such-gallery')).status()).toBe(404);
  });

  test('the large image a link points to is served', async ({ request }) => {
    const html = await (await request.get(path)).text();
    const href = /<a class="gallery-grid__trigger" href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const image = await request.get(href);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });
});

test('coming alive keeps every thumbnail and its picture (nothing is built again)', async ({ page }) => {
  const removed = await recordRemovedPictures(page, '.gallery-grid');
  await acceptCookiesUpFront(page);
  await gotoHydrated(page, path);
  await expect(page.getByRole('button', { name: /^View larger: / })).toHaveCount(count);
  expect(await removed()).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('thumbnails are plain links to the large images', async ({ page }) => {
    await page.goto(path);
    const links = page.locator('a.gallery-grid__trigger');
    await expect(links).toHaveCount(count);
    await expect(page.locator('button.gallery-grid__trigger')).toHaveCount(0);
    await expect(links.first()).toHaveAttribute('href', /^\/images\//);
  });
});

test.describe('the lightbox', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
    await gotoHydrated(page, path);
    // Once the page's script runs, each thumbnail link acts as a button that opens the lightbox.
    await expect(page.getByRole('button', { name: /^View larger: / })).toHaveCount(count);
    await expect(thumbnails(page).first()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  test('the space bar opens it too, as on any button', async ({ page }) => {
    await thumbnails(page).nth(2).focus();
    await page.keyboard.press(' ');
    await expect(lightbox(page)).toBeVisible();
    await expect(counter(page)).toHaveText(`3 / ${count}`);
  });

  test('opens by keyboard, moves with the arrows, wraps, announces, and Escape returns focus', async ({ page }) => {
    await openAt(page, 1);
    const status = lightbox(page).getByRole('status');
    await expect(status).toContainText(`Image 2 of ${count}`);
    // The large image is responsive and described.
    const image = lightbox(page).locator('img');
    await expect(image).toHaveAttribute('srcset', / 1[0-9]{3}w$/);
    await expect(image).toHaveAttribute('alt', gallery.images[1]!.alt!);
    await expect(lightbox(page).locator('.lightbox__caption')).toHaveText(gallery.images[1]!.caption ?? gallery.images[1]!.alt!);

    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`3 / ${count}`);
    await expect(status).toContainText(`Image 3 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`1 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`${count} / ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`1 / ${count}`);
    await page.keyboard.press('End');
    await expect(counter(page)).toHaveText(`${count} / ${count}`);
    await page.keyboard.press('Home');
    await expect(counter(page)).toHaveText(`1 / ${count}`);

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    await expect(thumbnails(page).nth(1)).toBeFocused();
  });

  test('the previous and next buttons move through the images and the close button closes', async ({ page }) => {
    await openAt(page, 0);
    await lightbox(page).getByRole('button', { name: 'Next image' }).click();
    await expect(counter(page)).toHaveText(`2 / ${count}`);
    await lightbox(page).getByRole('button', { name: 'Previous image' }).click();
    await lightbox(page).getByRole('button', { name: 'Previous image' }).click();
    await expect(counter(page)).toHaveText(`${count} / ${count}`);
    await lightbox(page).getByRole('button', { name: 'Close the image viewer' }).click();
    await expect(lightbox(page)).toBeHidden();
    await expect(thumbnails(page).first()).toBeFocused();
  });

  test('Tab and Shift+Tab stay inside the lightbox', async ({ page }) => {
    await openAt(page, 2);
    const inside = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog.lightbox')) && document.activeElement !== document.body);
    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${i + 1} keeps focus in the lightbox`).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect([...seen].sort()).toEqual(['Close the image viewer', 'Next image', 'Previous image']);
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `Shift+Tab ${i + 1} keeps focus in the lightbox`).toBe(true);
    }
    // The arrows still work whichever control has focus.
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`4 / ${count}`);
  });

  test('the page behind does not scroll while it is open', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    await openAt(page, 0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('a horizontal swipe changes the image; a short or vertical one does not', async ({ page }, testInfo) => {
    await openAt(page, 0);
    const box = (await lightbox(page).locator('.lightbox__stage').boundingBox())!;
    const y = box.y + box.height / 2;
    const mid = box.x + box.width / 2;

    if (testInfo.project.name === 'mobile') {
      // Real touch input (the browser turns it into pointer events), as a phone sends it.
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (fromX: number, toX: number, toY = y) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
        for (let step = 1; step <= 5; step += 1) {
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y: y + ((toY - y) * step) / 5 }],
          });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await swipe(mid + 80, mid - 80);
      await expect(counter(page)).toHaveText(`2 / ${count}`);
      await swipe(mid - 80, mid + 80);
      await expect(counter(page)).toHaveText(`1 / ${count}`);
      await swipe(mid - 80, mid + 80);
      await expect(counter(page)).toHaveText(`${count} / ${count}`);
      await swipe(mid, mid - 20);
      await page.waitForTimeout(150);
      await expect(counter(page)).toHaveText(`${count} / ${count}`);
    } else {
      // A pen or mouse drags the same way.
      const drag = async (fromX: number, toX: number, toY = y) => {
        await page.mouse.move(fromX, y);
        await page.mouse.down();
        await page.mouse.move(toX, toY, { steps: 5 });
        await page.mouse.up();
      };
      await drag(mid + 100, mid - 100);
      await expect(counter(page)).toHaveText(`2 / ${count}`);
      await drag(mid - 100, mid + 100);
      await expect(counter(page)).toHaveText(`1 / ${count}`);
      await drag(mid, mid - 20);
      await drag(mid, mid + 10, y - 120);
      await page.waitForTimeout(150);
      await expect(counter(page)).toHaveText(`1 / ${count}`);
      // The end of a drag over the dark space is not a click that closes.
      await expect(lightbox(page)).toBeVisible();
    }
  });

  test('with reduced motion the images change without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAt(page, 0);
    await page.keyboard.press('ArrowRight');
    const animation = await lightbox(page)
      .locator('img')
      .evaluate((img) => getComputedStyle(img).animationName);
    expect(animation).toBe('none');
  });
});

test.describe('accessibility (axe)', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
  });

  test('/galleries has no violations', async ({ page }) => {
    await gotoHydrated(page, '/galleries');
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a gallery has no violations, with the lightbox closed and open', async ({ page }) => {
    await gotoHydrated(page, path);
    const closed = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(closed.violations).toEqual([]);
    await openAt(page, 0);
    await page.waitForTimeout(450);
    const open = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(open.violations).toEqual([]);
  });
});
