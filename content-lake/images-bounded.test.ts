import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_IMAGE, LOGO_IMAGE, SERVICE_CARD_IMAGE, TESTIMONIAL_IMAGE_SIZE } from '../app/constants.ts';
import { imageProps, type ImageOptions } from '../app/sanity/images.ts';
import { srcSetOf } from '../app/sanity/srcset.ts';
import { parseImageParams, sizeSteps } from './image-params.ts';
import { boundedParams, ImageService, targetSize } from './images.ts';
import { startTestLake, type TestLake } from './testing.ts';

const photoName = '5b5be66b55407c85e84bf5ad9c21316eeaa0c67c-1200x800.jpg';
const photoFile = fileURLToPath(new URL(`./fixtures/mini/images/${photoName}`, import.meta.url));

async function cachedFiles(dir: string): Promise<{ name: string; size: number }[]> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => /\.(jpg|png|webp|avif)$/.test(name));
  return Promise.all(names.map(async (name) => ({ name: path.basename(name), size: (await stat(path.join(dir, name))).size })));
}

describe('image sizes snapped to steps', () => {
  // The image options the website uses (app/content/*.server.ts, app/routes/*.tsx, app/constants.ts).
  const siteOptions: ImageOptions[] = [
    { width: 600 },
    { width: 800 },
    { width: 800, height: 533 },
    { width: 640, height: 427 },
    { width: 480, height: 600 },
    { width: 1200, height: 630 },
    { width: 720, height: 540 },
    { width: 880, height: 495 },
    { width: 640, height: 360 },
    { width: 480, height: 270 },
    { width: 1280, height: 720 },
    { width: 720, height: 900 },
    { width: 720, height: 480 },
    { width: 48, height: 48 },
    { width: 1200, height: 675 },
    { width: 96, height: 96 },
    { width: 400, height: 500 },
    { width: 1600, height: 900 },
    { ...TESTIMONIAL_IMAGE_SIZE },
    { ...SERVICE_CARD_IMAGE },
    { ...LOGO_IMAGE },
    { width: HERO_IMAGE.width / 2, height: HERO_IMAGE.height / 2 },
  ];
  const assets = [
    { _id: 'image-aaaa-6000x4000-jpg', width: 6000, height: 4000 },
    { _id: 'image-bbbb-1200x800-jpg', width: 1200, height: 800 },
    { _id: 'image-cccc-913x1371-png', width: 913, height: 1371 },
  ];
  const crops = [null, { top: 0.1, bottom: 0.05, left: 0.2, right: 0 }];

  it('leaves every address the website emits at the size it asks', () => {
    let checked = 0;
    for (const asset of assets) {
      for (const crop of crops) {
        for (const options of siteOptions) {
          const props = imageProps({ asset, crop, hotspot: crop ? { x: 0.4, y: 0.5, width: 0.3, height: 0.3 } : null }, options, {
            projectId: 'local',
            dataset: 'production',
            baseUrl: 'http://lake',
          })!;
          for (const candidate of srcSetOf(props).split(', ')) {
            const url = new URL(candidate.split(' ')[0]!);
            const params = parseImageParams(url.searchParams);
            const file = { path: '', mimeType: 'image/jpeg', width: asset.width, height: asset.height };
            const rendered = boundedParams(params, file, 4000);
            const box = params.rect ? { width: params.rect[2], height: params.rect[3] } : file;
            const asked = targetSize(box, params, 4000);
            expect([rendered.w, rendered.h], `${url.search} of ${asset._id}`).toEqual([asked?.width, asked?.height]);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('rounds other widths up to the next step, keeping the proportions asked for', () => {
    const file = { path: '', mimeType: 'image/jpeg', width: 1200, height: 800 };
    const bounded = (query: string) => {
      const params = boundedParams(parseImageParams(new URLSearchParams(query)), file, 4000);
      return [params.w, params.h];
    };
    expect(bounded('w=801')).toEqual([880, undefined]);
    expect(bounded('w=801&h=401&fit=crop')).toEqual([880, 441]);
    expect(bounded('h=77')).toEqual([undefined, 80]);
    expect(bounded('w=1150')).toEqual([1200, undefined]); // the source's own width is a step
    expect(bounded('w=300&dpr=2.5')).toEqual([750, undefined]);
    expect(sizeSteps.every((step, i) => i === 0 || step > sizeSteps[i - 1]!)).toBe(true);
  });

  describe('through HTTP', () => {
    let t: TestLake;
    beforeAll(async () => {
      t = await startTestLake();
    });
    afterAll(() => t.stop());

    it('renders 150 distinct widths of one image as a few dozen files, each at its step', async () => {
      const url = `${t.lake.url}/images/local/production/${photoName}`;
      const widths = Array.from({ length: 150 }, (_, i) => 17 + i * 8);
      for (const w of widths) {
        const response = await fetch(`${url}?w=${w}&fm=jpg&q=30`);
        expect(response.status).toBe(200);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.width).toBeGreaterThanOrEqual(w);
        expect([...sizeSteps, 1200]).toContain(meta.width);
      }
      const files = await cachedFiles(t.dirs.cache);
      expect(files.length).toBeLessThanOrEqual(sizeSteps.filter((step) => step <= 1200).length + 1);
    });
  });
});

describe('image cache on disk', () => {
  let t: TestLake;
  beforeAll(async () => {
    // About 60 KB: a handful of the 1200×800 photo's PNG renders.
    t = await startTestLake({ imageCacheMb: 0.06 });
  });
  afterAll(() => t.stop());

  it('stays within its budget, dropping the least recently served first', async () => {
    const url = `${t.lake.url}/images/local/production/${photoName}`;
    const get = async (query: string) => {
      const response = await fetch(`${url}?${query}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      return response.headers.get('etag')!.replaceAll('"', '');
    };
    const first = await get('w=200&fm=png');
    const keys: string[] = [];
    for (const w of [240, 300, 320, 360, 400, 480, 500, 540]) {
      keys.push(await get(`w=${w}&fm=png`));
      // The first stays in use, so it is never the least recently served.
      await get('w=200&fm=png');
    }
    const files = await cachedFiles(t.dirs.cache);
    const total = files.reduce((sum, file) => sum + file.size, 0);
    expect(total).toBeLessThanOrEqual(0.06 * 1024 * 1024);
    const names = files.map((file) => file.name.split('.')[0]);
    expect(names).toContain(first);
    expect(names).toContain(keys.at(-1));
    expect(names).not.toContain(keys[0]);
    // An evicted variant is simply rendered again.
    expect(await get('w=240&fm=png')).toBe(keys[0]);
  });

  it('holds the files a previous start left to a smaller budget', async () => {
    const dirs = t.dirs;
    const before = (await cachedFiles(dirs.cache)).length;
    expect(before).toBeGreaterThan(0);
    const again = await startTestLake({ imageCacheMb: 0.02, port: 0 }, dirs);
    try {
      // Renders one more: the index built from the folder now drops files down to the smaller budget.
      await (await fetch(`${again.lake.url}/images/local/production/${photoName}?w=100&fm=png`)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const files = await cachedFiles(dirs.cache);
      expect(files.reduce((sum, file) => sum + file.size, 0)).toBeLessThanOrEqual(0.02 * 1024 * 1024);
    } finally {
      await again.lake.close();
    }
  });
});

describe('large renders', () => {
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), 'lake-renders-'));
  });
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it('take turns (a queue, not a failure), while small ones go straight through', async () => {
    const service = new ImageService({ cacheDir, maxDimension: 4000, cacheBytes: 100 * 1024 * 1024, largeRenders: 1 });
    const asset = { path: photoFile, mimeType: 'image/jpeg', width: 1200, height: 800 };
    let most = 0;
    let queued = 0;
    const watch = setInterval(() => {
      const load = service.largeRenderLoad;
      most = Math.max(most, load.running);
      queued = Math.max(queued, load.waiting);
    }, 2);
    const large = ['webp', 'png', 'jpg'].map((fm) =>
      service.get(photoName, asset, parseImageParams(new URLSearchParams(`w=3200&fm=${fm}`)), ''),
    );
    const small = await service.get(photoName, asset, parseImageParams(new URLSearchParams('w=160&fm=webp')), '');
    expect(service.largeRenderLoad.waiting).toBeGreaterThan(0); // the small one did not wait for them
    const rendered = await Promise.all(large);
    clearInterval(watch);
    expect(most).toBe(1);
    expect(queued).toBe(2);
    for (const image of rendered) expect((await sharp(image.data).metadata()).width).toBe(3200);
    expect((await sharp(small.data).metadata()).width).toBe(160);
  });
});
