import express from 'express';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../app/env.server.ts';
import { precompressAssets } from './build-app.ts';
import { buildAssets } from './pages.ts';
import { securityHeaders } from './security.ts';

const config = readConfig({ SANITY_PROJECT_ID: 'abc123', SITE_URL: 'https://www.example.com' });

// A build's client folder in miniature: a script, a stylesheet, a font, a picture and a file too small to compress.
const script = `export function greet(name){return "Hello, "+name+"!"}\n`.repeat(200);
const stylesheet = `.card{display:grid;gap:1rem;padding:1.5rem}\n`.repeat(200);
let clientDir = '';
let base = '';
let server: ReturnType<express.Express['listen']>;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'build-assets-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), script);
  await writeFile(path.join(clientDir, 'assets', 'app-abc123.css'), stylesheet);
  await writeFile(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'export{};');
  await writeFile(path.join(clientDir, 'assets', 'serif-abc123.woff2'), Buffer.alloc(2048, 7));
  await writeFile(path.join(clientDir, 'assets', 'mark-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressAssets(clientDir);

  const app = express();
  app.use(securityHeaders(config, () => []));
  app.use('/assets', buildAssets(clientDir));
  app.use((_req, res) => void res.status(404).type('html').send('<h1>Not found</h1>'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(clientDir, { recursive: true, force: true });
});

// fetch() decodes the body as a browser would; Content-Length says what was sent.
async function get(asset: string, acceptEncoding: string) {
  const response = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': acceptEncoding } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

describe('the build compresses its scripts and stylesheets once', () => {
  it('writes a brotli and a gzip copy beside each, which decompress to the file', async () => {
    const files = await readdir(path.join(clientDir, 'assets'));
    for (const name of ['app-abc123.js', 'app-abc123.css']) {
      const original = await readFile(path.join(clientDir, 'assets', name));
      expect(brotliDecompressSync(await readFile(path.join(clientDir, 'assets', `${name}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(clientDir, 'assets', `${name}.gz`)))).toEqual(original);
    }
    // Nothing for files compression would not shrink, nor for fonts (already compressed) and pictures.
    expect(files.filter((name) => /^(tiny|serif|mark)-.*\.(br|gz)$/.test(name))).toEqual([]);
  });
});

describe('build assets as sent', () => {
  it('are the brotli copy when the browser takes brotli, else gzip, else the file itself', async () => {
    const brotli = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(script.length / 10);
    expect(brotli.body.toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.css', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-type')).toMatch(/^text\/css/);

    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(script);
  });

  it('are cached for a year, immutable, with no validator to revalidate nor an offer of ranges', async () => {
    const { headers } = await get('/assets/app-abc123.js', 'br');
    expect(headers.get('cache-control')).toContain('immutable');
    expect(headers.get('cache-control')).toContain('max-age=31536000');
    expect(headers.get('last-modified')).toBeNull();
    expect(headers.get('etag')).toBeNull();
    expect(headers.get('accept-ranges')).toBeNull();
  });

  it('carry the headers a script, stylesheet or font obeys, and not the document ones', async () => {
    for (const asset of ['/assets/app-abc123.js', '/assets/app-abc123.css', '/assets/tiny-abc123.js', '/assets/serif-abc123.woff2']) {
      const { status, headers } = await get(asset, 'br');
      expect(status, asset).toBe(200);
      expect(headers.get('x-content-type-options'), asset).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy'), asset).toBe('same-origin');
      expect(headers.get('strict-transport-security'), asset).toBeTruthy();
      for (const name of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']) {
        expect(headers.get(name), `${asset} ${name}`).toBeNull();
      }
    }
  });

  it('keep every header where the answer could be a document: a picture, or no such file', async () => {
    for (const asset of ['/assets/mark-abc123.svg', '/assets/missing-abc123.js']) {
      const { headers } = await get(asset, 'br');
      expect(headers.get('content-security-policy'), asset).toContain("default-src 'self'");
      expect(headers.get('content-security-policy'), asset).toContain("frame-ancestors 'self'");
    }
    expect((await get('/assets/missing-abc123.js', 'br')).status).toBe(404);
  });
});
