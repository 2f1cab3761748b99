import { createImageUrlBuilder } from '@sanity/image-url';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
// The fixture photo: 1200×800, a red 100×100 square in its top-left corner, ivory-to-gold gradient.
const photo = { _type: 'image', asset: { _ref: 'image-5b5be66b55407c85e84bf5ad9c21316eeaa0c67c-1200x800-jpg' } };
const logo = { _type: 'image', asset: { _ref: 'image-f909f40dd8b7c4ff07fb82624bf1b2ba8ea3ba73-300x150-png' } };
let builder: ReturnType<typeof createImageUrlBuilder>;

beforeAll(async () => {
  t = await startTestLake();
  builder = createImageUrlBuilder({ projectId: 'local', dataset: 'production', baseUrl: t.lake.url });
});
afterAll(() => t.stop());

const photoUrl = () => `${t.lake.url}/images/local/production/5b5be66b55407c85e84bf5ad9c21316eeaa0c67c-1200x800.jpg`;

async function fetchImage(url: string, accept = 'image/*') {
  const response = await fetch(url, { headers: { Accept: accept } });
  const data = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(data).metadata() : null;
  return { response, data, meta };
}

async function pixel(data: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [raw[offset]!, raw[offset + 1]!, raw[offset + 2]!];
}

describe('image pipeline', () => {
  it('serves the original file without parameters, cached for a year', async () => {
    const { response, meta } = await fetchImage(builder.image(photo).url());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([meta?.width, meta?.height]).toEqual([1200, 800]);
  });

  it('crops to 600×400 WebP as the service cards ask', async () => {
    const url = builder.image(photo).width(600).height(400).fit('crop').format('webp').quality(80).url();
    const { response, meta } = await fetchImage(url);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect([meta?.format, meta?.width, meta?.height]).toEqual(['webp', 600, 400]);
  });

  it('follows the rect @sanity/image-url adds to crop to another aspect ratio', async () => {
    const url = builder.image(photo).width(500).height(500).fit('crop').url();
    expect(url).toContain('rect=200,0,800,800');
    expect((await fetchImage(url)).meta).toMatchObject({ width: 500, height: 500 });
  });

  it('resizes within bounds with fit=clip and keeps proportions with one dimension', async () => {
    expect((await fetchImage(`${photoUrl()}?w=300&h=300&fit=clip`)).meta).toMatchObject({ width: 300, height: 200 });
    expect((await fetchImage(builder.image(photo).height(100).url())).meta).toMatchObject({ width: 150, height: 100 });
  });

  it('multiplies by dpr and never enlarges with fit=max', async () => {
    expect((await fetchImage(builder.image(photo).width(100).dpr(2).url())).meta?.width).toBe(200);
    expect((await fetchImage(builder.image(logo).width(900).fit('max').url())).meta?.width).toBe(300);
  });

  it('pads to the exact size with fit=fill and the bg colour', async () => {
    const logoUrl = `${t.lake.url}/images/local/production/f909f40dd8b7c4ff07fb82624bf1b2ba8ea3ba73-300x150.png`;
    const { data, meta } = await fetchImage(`${logoUrl}?w=300&h=300&fit=fill&bg=00ff00&fm=jpg`);
    expect([meta?.width, meta?.height]).toEqual([300, 300]);
    const [r, g, b] = await pixel(data, 150, 5);
    expect(g).toBeGreaterThan(200);
    expect(r + b).toBeLessThan(60);
  });

  it('cuts out a rect of the source', async () => {
    const { data, meta } = await fetchImage(builder.image(photo).rect(0, 0, 100, 100).url());
    expect([meta?.width, meta?.height]).toEqual([100, 100]);
    const [r, g, b] = await pixel(data, 50, 50);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(80);
  });

  it('crops around the focal point', async () => {
    const corner = await fetchImage(builder.image(photo).width(200).height(200).fit('crop').crop('focalpoint').focalPoint(0, 0).url());
    const [r] = await pixel(corner.data, 2, 2);
    expect(r).toBeGreaterThan(200);
    const centre = await fetchImage(builder.image(photo).width(200).height(200).fit('crop').crop('focalpoint').focalPoint(0.5, 0.5).url());
    const [cr, cg, cb] = await pixel(centre.data, 100, 100);
    expect(cr + cg + cb).toBeLessThan(150); // the dark circle in the middle
  });

  it('blurs on request', async () => {
    const crisp = await fetchImage(builder.image(photo).width(600).format('png').url());
    const blurred = await fetchImage(builder.image(photo).width(600).blur(200).format('png').url());
    // Just inside the (now 50 px) red square, whose green is 0: blurring bleeds the ivory around it in.
    const green = async (data: Buffer) => (await pixel(data, 45, 25))[1];
    expect(await green(crisp.data)).toBeLessThan(40);
    expect(await green(blurred.data)).toBeGreaterThan((await green(crisp.data)) + 40);
  });

  it('picks AVIF or WebP from the Accept header with auto=format, and says it varies', async () => {
    const url = builder.image(photo).width(320).auto('format').url();
    const avif = await fetchImage(url, 'image/avif,image/webp,image/*');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('vary')).toContain('Accept');
    const webp = await fetchImage(url, 'image/webp,image/*');
    expect(webp.meta?.format).toBe('webp');
    const plain = await fetchImage(url, 'image/*');
    expect(plain.meta?.format).toBe('jpeg');
  });

  it('caps sizes at 4000 px', async () => {
    const { meta } = await fetchImage(builder.image(photo).width(9000).url());
    expect(meta?.width).toBe(4000);
  });

  it('caches each result on disk once, under its normalised parameters', async () => {
    const files = async () => (await readdir(t.dirs.cache, { recursive: true })).filter((name) => path.extname(name) !== '');
    const before = (await files()).length;
    const a = await fetchImage(`${photoUrl()}?w=123&h=77&fit=crop`);
    const b = await fetchImage(`${photoUrl()}?fit=crop&h=77&w=123&unknown=1`);
    expect((await files()).length).toBe(before + 1);
    expect(a.response.headers.get('etag')).toBe(b.response.headers.get('etag'));
    expect(a.data.equals(b.data)).toBe(true);
    const revalidated = await fetch(`${photoUrl()}?w=123&h=77&fit=crop`, {
      headers: { 'If-None-Match': a.response.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers 404 for unknown assets, other projects and path traversal', async () => {
    const base = `${t.lake.url}/images/local/production`;
    for (const url of [
      `${base}/${'0'.repeat(40)}-10x10.jpg`,
      `${t.lake.url}/images/other/production/5b5be66b55407c85e84bf5ad9c21316eeaa0c67c-1200x800.jpg`,
      `${base}/..%2F..%2Fpackage.json`,
      `${base}/../../../package.json`,
      `${t.lake.url}/images/local/production/%2e%2e%2fdata.ndjson`,
    ]) {
      expect((await fetch(url)).status, url).toBe(404);
    }
  });

  it('answers 400 with a message for bad parameters', async () => {
    const base = photoUrl();
    for (const [query, message] of [
      ['w=abc', /w must be a whole number/],
      ['w=-5', /w must be between 1/],
      ['fit=stretch', /fit must be one of/],
      ['q=101', /q must be between 0 and 100/],
      ['fm=bmp', /fm must be one of/],
      ['rect=0,0,10', /rect must be x,y,width,height/],
      ['rect=5000,5000,10,10', /lies outside/],
      ['bg=zzz', /bg must be a hex colour/],
      ['dpr=9', /dpr must be between 1 and 3/],
    ] as const) {
      const response = await fetch(`${base}?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.description, query).toMatch(message);
    }
  });
});
