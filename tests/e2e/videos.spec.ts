/**
 * Videos (issue 6): /videos and /video/{slug} from the dataset in the
 * server's HTML with VideoObject structured data, 404 for an unknown slug,
 * and the player: nothing is asked of YouTube or Vimeo until the visitor
 * presses play (by keyboard or tap), then the privacy-enhanced player's
 * iframe appears with a title. axe finds nothing on either page.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { acceptCookiesUpFront, gotoHydrated, recordRemovedPictures } from './support/browser.ts';

interface VideoDoc {
  _id: string;
  _type: string;
  title: string;
  slug: { current: string };
  description: string;
  provider: 'youtube' | 'vimeo';
  externalId: string;
  duration: number;
  publishedAt: string;
}

const videos: VideoDoc[] = readFileSync(fileURLToPath(new URL('../../dataset/data.ndjson', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as VideoDoc)
  .filter((doc) => doc._type === 'video' && !doc._id.includes('.') && doc.slug?.current)
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

const youtube = videos.find((video) => video.provider === 'youtube')!;
const vimeo = videos.find((video) => video.provider === 'vimeo')!;
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const providerHosts = /(^|\.)(youtube-nocookie\.com|youtube\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const embedFor = (video: VideoDoc) =>
  video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.externalId}?autoplay=1`
    : `https://player.vimeo.com/video/${video.externalId}?autoplay=1&dnt=1`;

/** Records every request to a video provider; the providers answer with a stand-in page, so the test needs no network. */
async function recordProviderRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const isProvider = (request: Request) => {
    try {
      return providerHosts.test(new URL(request.url()).hostname);
    } catch {
      return false;
    }
  };
  page.on('request', (request) => {
    if (isProvider(request)) seen.push(request.url());
  });
  await page.context().route(/youtube|vimeo|ytimg|googlevideo/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><body>player</body></html>',
    }),
  );
  return seen;
}

test.describe('server-rendered videos', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'HTTP only: once is enough');
  });

  test('the dataset has YouTube and Vimeo videos', () => {
    expect(youtube).toBeTruthy();
    expect(vimeo).toBeTruthy();
  });

  test('/videos lists every video with its duration, newest first', async ({ request }) => {
    const response = await request.get('/videos');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const positions = videos.map((video) => html.indexOf(`href="/video/${video.slug.current}"`));
    for (const [index, video] of videos.entries()) {
      expect(html).toContain(escapeHtml(video.title));
      expect(positions[index], `${video.slug.current} linked`).toBeGreaterThan(-1);
      const minutes = Math.floor(video.duration / 60);
      const seconds = String(video.duration % 60).padStart(2, '0');
      expect(html).toContain(`${minutes}:${seconds}`);
    }
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).not.toMatch(/<iframe/i);
  });

  for (const video of videos) {
    test(`/video/${video.slug.current} has its title, a poster, no player yet, and VideoObject JSON-LD`, async ({ request }) => {
      const response = await request.get(`/video/${video.slug.current}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(escapeHtml(video.title));
      expect(html).toContain(escapeHtml(video.description));
      expect(html).not.toMatch(/<iframe/i);
      expect(html).toMatch(/class="video-player__poster"/);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
      const ld = blocks.find((block) => block['@type'] === 'VideoObject');
      expect(ld, 'VideoObject JSON-LD').toBeTruthy();
      expect(ld!.name).toBe(video.title);
      expect(ld!.description).toBe(video.description);
      expect(ld!.thumbnailUrl).toMatch(/^https?:\/\/[^/]+\/images\//);
      expect(ld!.uploadDate).toBe(video.publishedAt);
      expect(ld!.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
      expect(ld!.embedUrl).toBe(
        embedFor(video)
          .replace(/autoplay=1&?/, '')
          .replace(/\?$/, ''),
      );
      expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
    });
  }

  test('the duration in the JSON-LD is ISO 8601', async ({ request }) => {
    const html = await (await request.get(`/video/${youtube.slug.current}`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((block) => block['@type'] === 'VideoObject')!;
    const m = Math.floor(youtube.duration / 60);
    const s = youtube.duration % 60;
    expect(ld.duration).toBe(`PT${m ? `${m}M` : ''}${s ? `${s}S` : ''}`);
  });

  test('an unknown video answers 404', async ({ request }) => {
    expect((await request.get('/video/no-such-video')).status()).toBe(404);
  });

  test('the content security policy lets the privacy-enhanced players be framed, and no other video host', async ({ request }) => {
    const csp = (await request.get(`/video/${youtube.slug.current}`)).headers()['content-security-policy'] ?? '';
    const frameSrc = /frame-src ([^;]+)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
    expect(frameSrc).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']));
    expect(frameSrc.filter((source) => /youtube|vimeo/.test(source)).sort()).toEqual([
      'https://player.vimeo.com',
      'https://www.youtube-nocookie.com',
    ]);
    expect(frameSrc).not.toContain('*');
    expect(frameSrc).not.toContain('https:');
  });
});

test.describe('the player', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
  });

  for (const video of [youtube, vimeo]) {
    test(`${video.provider}: nothing is requested from the provider before play; Enter creates the player`, async ({ page }) => {
      const seen = await recordProviderRequests(page);
      await gotoHydrated(page, `/video/${video.slug.current}`);
      await page.waitForLoadState('networkidle');
      expect(seen, 'no request to the provider before play').toEqual([]);
      await expect(page.locator('iframe')).toHaveCount(0);

      const play = page.getByRole('button', { name: new RegExp(`^Play the film: ${video.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      await play.focus();
      await page.keyboard.press('Enter');
      const frame = page.locator('iframe.video-player__frame');
      await expect(frame).toHaveAttribute('src', embedFor(video));
      await expect(frame).toHaveAttribute('title', new RegExp(video.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(frame).toBeFocused();
      await expect.poll(() => seen.length, { message: 'the player is requested after play' }).toBeGreaterThan(0);
      // The page's policy lets the player start at once: pressing play once is enough.
      const player = await (await frame.elementHandle())!.contentFrame();
      expect(
        await player!.evaluate(() =>
          (document as unknown as { featurePolicy: { allowsFeature(name: string): boolean } }).featurePolicy.allowsFeature('autoplay'),
        ),
      ).toBe(true);
      expect(new URL(seen[0]!).hostname).toBe(video.provider === 'youtube' ? 'www.youtube-nocookie.com' : 'player.vimeo.com');
    });
  }

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height} the whole film is in the first screen (issue 16)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, `/video/${youtube.slug.current}`);
      await expect(page.locator('.video-player')).toBeInViewport({ ratio: 1 });
    });
  }

  test('the space bar plays too, and coming alive keeps the poster (nothing is built again)', async ({ page }) => {
    const removed = await recordRemovedPictures(page, '.video-player');
    await gotoHydrated(page, `/video/${youtube.slug.current}`);
    const play = page.getByRole('button', { name: /^Play the film: / });
    await expect(play).toHaveAttribute('href', `https://www.youtube.com/watch?v=${youtube.externalId}`);
    expect(await removed()).toEqual([]);
    await play.focus();
    await page.keyboard.press(' ');
    await expect(page.locator('iframe.video-player__frame')).toBeFocused();
  });

  test('a tap on the poster plays too, and the listing asks nothing of the providers', async ({ page }) => {
    const seen = await recordProviderRequests(page);
    await gotoHydrated(page, '/videos');
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await page.locator(`a[href="/video/${youtube.slug.current}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/video/${youtube.slug.current}$`));
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await page.locator('.video-player__poster').click();
    await expect(page.locator('iframe.video-player__frame')).toBeVisible();
    await expect.poll(() => seen.length).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the poster links to the video on the provider’s site', async ({ page }) => {
    await page.goto(`/video/${youtube.slug.current}`);
    await expect(page.locator('a.video-player__poster')).toHaveAttribute('href', `https://www.youtube.com/watch?v=${youtube.externalId}`);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('accessibility (axe)', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
  });

  for (const path of ['/videos', `/video/${youtube.slug.current}`, `/video/${vimeo.slug.current}`]) {
    test(`${path} has no violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
