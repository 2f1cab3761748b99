import { createHash, randomBytes } from 'node:crypto';
import type { SanityClient } from '@sanity/client';
import { createImageUrlBuilder } from '@sanity/image-url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
let writer: SanityClient;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await startTestLake({ maxUploadBytes: 256 * 1024 });
  writer = t.client.withConfig({ token: t.lake.writeToken });
  // A half-transparent gradient, and an opaque photo-like JPEG.
  png = await sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.stop());

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');

describe('image uploads', () => {
  it('stores an image by its hash and answers its asset document with metadata', async () => {
    const asset = await writer.assets.upload('image', png, { filename: 'mark.png', title: 'House mark', extract: ['palette', 'lqip'] });
    expect(asset).toMatchObject({
      _id: `image-${sha1(png)}-320x200-png`,
      _type: 'sanity.imageAsset',
      sha1hash: sha1(png),
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      originalFilename: 'mark.png',
      title: 'House mark',
      url: `${t.lake.url}/images/local/production/${sha1(png)}-320x200.png`,
      metadata: { dimensions: { width: 320, height: 200, aspectRatio: 1.6 }, hasAlpha: true, isOpaque: false },
    });
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
    expect(asset.metadata.palette?.dominant?.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(asset._createdAt).toMatch(/^\d{4}-/);
  });

  it('gives the same asset for the same upload twice', async () => {
    const first = await writer.assets.upload('image', jpeg, { filename: 'first.jpg' });
    const second = await writer.assets.upload('image', jpeg, { filename: 'second.jpg' });
    expect(second._id).toBe(first._id);
    expect(second.originalFilename).toBe('first.jpg');
    expect(await t.client.fetch('count(*[_type == "sanity.imageAsset" && sha1hash == $hash])', { hash: sha1(jpeg) })).toBe(1);
  });

  it('serves the upload at once at the size @sanity/image-url asks for', async () => {
    const asset = await writer.assets.upload('image', jpeg, { filename: 'photo.jpg' });
    await writer.create({
      _id: 'post-upload',
      _type: 'post',
      title: 'Uploaded',
      mainImage: { _type: 'image', asset: { _type: 'reference', _ref: asset._id } },
    });
    const image = await t.client.fetch('*[_id == "post-upload"][0].mainImage');
    const url = createImageUrlBuilder({ projectId: 'local', dataset: 'production', baseUrl: t.lake.url })
      .image(image)
      .width(160)
      .height(90)
      .format('webp')
      .url();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const decoded = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 160, height: 90 });
  });

  it('refuses what is not an image, a type that does not match the declared one, and an upload past the limit', async () => {
    const text = await failure(writer.assets.upload('image', Buffer.from('plain words, not pixels'), { filename: 'x.png' }));
    expect(text.statusCode).toBe(415);
    expect(text.message).toMatch(/not an image/);
    const mismatch = await failure(writer.assets.upload('image', jpeg, { contentType: 'image/png' }));
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.message).toMatch(/declared as image\/png but is image\/jpeg/);
    const big = await failure(writer.assets.upload('file', randomBytes(300 * 1024), { filename: 'big.bin' }));
    expect(big.statusCode).toBe(413);
    expect(big.message).toMatch(/larger than the limit/);
  });

  it('needs the write token', async () => {
    expect((await failure(t.client.assets.upload('image', png))).statusCode).toBe(401);
    expect((await failure(t.client.withConfig({ token: t.lake.readToken }).assets.upload('image', png))).statusCode).toBe(403);
  });
});

describe('file uploads', () => {
  it('stores a file and serves it from its URL', async () => {
    const body = Buffer.from('Spec sheet: 50 ml flint glass, FEA 15 neck.\n');
    const asset = await writer.assets.upload('file', body, { filename: 'spec.txt', contentType: 'text/plain' });
    expect(asset).toMatchObject({
      _id: `file-${sha1(body)}-txt`,
      _type: 'sanity.fileAsset',
      extension: 'txt',
      mimeType: 'text/plain',
      originalFilename: 'spec.txt',
    });
    const response = await fetch(asset.url);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe(body.toString());
  });
});

describe('serving uploads to a browser', () => {
  it('sends a page or a script as a download, sandboxed, never as a page of the lake', async () => {
    const page = Buffer.from('<!doctype html><script>fetch("/v1/data/query/production?query=*")</script>');
    const asset = await writer.assets.upload('file', page, { filename: 'brochure.html', contentType: 'text/html' });
    const response = await fetch(asset.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${sha1(page)}.html"`);
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type'), 'bytes, not the declared page').toBe('application/octet-stream');
    expect(await response.text()).toBe(page.toString());
    expect((await fetch(asset.url.replace('/files/', '/images/'))).status).toBe(404);
  });

  it('sends an uploaded script or stylesheet as bytes, which no page can load as a script (nosniff)', async () => {
    for (const [filename, contentType] of [
      ['tracker.js', 'application/javascript'],
      ['module.mjs', 'text/javascript'],
      ['theme.css', 'text/css'],
    ]) {
      const asset = await writer.assets.upload('file', Buffer.from(`/* ${filename} */ alert(1)`), { filename, contentType });
      const response = await fetch(asset.url);
      expect(response.headers.get('content-type'), filename).toBe('application/octet-stream');
      expect(response.headers.get('x-content-type-options'), filename).toBe('nosniff');
      expect(response.headers.get('content-disposition'), filename).toMatch(/^attachment;/);
    }
  });

  it('shows a PDF, a picture and plain text in the browser as they are', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const asset = await writer.assets.upload('file', pdf, { filename: 'spec-sheet.pdf', contentType: 'application/pdf' });
    const response = await fetch(asset.url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBeNull();
    const picture = await writer.assets.upload('file', png, { filename: 'swatch.png', contentType: 'image/png' });
    expect((await fetch(picture.url)).headers.get('content-disposition')).toBeNull();
    const text = await writer.assets.upload('file', Buffer.from('50 ml flint'), { filename: 'note.txt', contentType: 'text/plain' });
    expect((await fetch(text.url)).headers.get('content-disposition')).toBeNull();
  });

  it('turns an SVG image with a script into pixels at /images/, and sends its own file only as a download', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(document.domain)</script><rect width="40" height="20" fill="#a33"/></svg>',
    );
    const asset = await writer.assets.upload('image', svg, { filename: 'mark.svg', contentType: 'image/svg+xml' });
    const image = await fetch(asset.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/(jpeg|png|webp|avif)$/);
    expect((await image.text()).includes('<script')).toBe(false);
    const file = await fetch(asset.url.replace('/images/', '/files/'));
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
  });
});

describe('after a restart', () => {
  it('still has the uploaded asset and serves its file', async () => {
    const asset = await writer.assets.upload('image', png, { filename: 'kept.png' });
    const again = await startTestLake({}, t.dirs);
    try {
      const doc = await again.client.getDocument(asset._id);
      expect(doc?.sha1hash).toBe(sha1(png));
      const response = await fetch(`${again.lake.url}/images/local/production/${sha1(png)}-320x200.png?w=32`);
      expect(response.status).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(32);
    } finally {
      await again.lake.close();
    }
  });
});
