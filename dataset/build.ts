// Builds the demo dataset in Sanity's export layout from dataset/source/:
//   data.ndjson   one document per line, sorted by _id
//   images/       <sha1>-<w>x<h>.<ext>, drawn by dataset/art
//   files/        <sha1>.<ext>, files made by code (certificates' PDFs)
//   assets.json   {"image-<sha1>": {"originalFilename": …}, "file-<sha1>": …}
// Deterministic: the same sources give byte-identical output.
//
//   node dataset/build.ts             writes into dataset/
//   node dataset/build.ts --out DIR   writes into DIR (used by dataset:check)

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { documents } from './source/index.ts';
import type { ArtRequest, Doc, FilePlaceholder, ImagePlaceholder } from './source/lib.ts';
import { typesetValue } from './source/typeset.ts';

const DATASET_DIR = dirname(fileURLToPath(import.meta.url));
const DEFAULT_TIMESTAMP = '2025-09-01T09:00:00Z';

export interface ArtImage {
  data: Buffer;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

interface RenderedImage {
  fileName: string;
  sha1: string;
  bytes: number;
}

function isPlaceholder(value: unknown): value is ImagePlaceholder {
  return typeof value === 'object' && value !== null && '__art' in value;
}

function isFilePlaceholder(value: unknown): value is FilePlaceholder {
  return typeof value === 'object' && value !== null && '__file' in value;
}

function collectFiles(value: unknown, found: FilePlaceholder[]): void {
  if (isFilePlaceholder(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) collectFiles(item, found);
  else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const child of Object.values(value)) collectFiles(child, found);
  }
}

function sha1(data: string | Buffer): string {
  return createHash('sha1').update(data).digest('hex');
}

function requestKey(request: ArtRequest): string {
  return JSON.stringify([
    request.kind,
    request.width,
    request.height,
    request.seed,
    request.label ?? null,
    request.tone ?? null,
    request.variant ?? null,
  ]);
}

function collectPlaceholders(value: unknown, found: ImagePlaceholder[]): void {
  if (isPlaceholder(value)) {
    found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectPlaceholders(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) collectPlaceholders(child, found);
  }
}

/** Gives every object in an array a `_key` derived from its content, unique within the array. */
function addKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    const used = new Set<string>();
    return value.map((item) => {
      const withKeys = addKeys(item);
      if (typeof withKeys !== 'object' || withKeys === null || Array.isArray(withKeys)) return withKeys;
      const record = withKeys as Record<string, unknown>;
      if (typeof record._key === 'string') {
        used.add(record._key);
        return record;
      }
      const base = sha1(JSON.stringify(record)).slice(0, 12);
      let key = base;
      for (let n = 2; used.has(key); n++) key = `${base}${n}`;
      used.add(key);
      return { _key: key, ...record };
    });
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, addKeys(child)]));
  }
  return value;
}

/** Replaces placeholders with image and file fields the way `sanity dataset export` writes them. */
function resolveImages(value: unknown, rendered: Map<string, RenderedImage>): unknown {
  if (isFilePlaceholder(value)) {
    const { __file, _type, ...rest } = value;
    return { _sanityAsset: `file@file://./files/${fileNameOf(__file)}`, _type, ...rest };
  }
  if (isPlaceholder(value)) {
    const { __art, __filename: _filename, _type, hotspot, ...rest } = value;
    const file = rendered.get(requestKey(__art));
    if (!file) throw new Error(`No image rendered for ${requestKey(__art)}`);
    const field: Record<string, unknown> = { _sanityAsset: `image@file://./images/${file.fileName}`, _type, ...rest };
    if (hotspot) field.hotspot = { _type: 'sanity.imageHotspot', ...hotspot };
    return field;
  }
  if (Array.isArray(value)) return value.map((item) => resolveImages(item, rendered));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, resolveImages(child, rendered)]));
  }
  return value;
}

/** A file's name in files/: its sha1 and its extension, as Sanity names file assets. */
function fileNameOf(file: FilePlaceholder['__file']): string {
  const ext = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? 'bin';
  return `${sha1(file.data)}.${ext}`;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A revision id in Sanity's style (22 base-62 characters), derived from the content. */
function revisionOf(doc: Record<string, unknown>): string {
  let n = BigInt(`0x${sha1(JSON.stringify(doc))}`);
  let rev = '';
  while (rev.length < 22) {
    rev += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return rev;
}

function finishDocument(doc: Doc, rendered: Map<string, RenderedImage>): Record<string, unknown> {
  const { _id, _type, _createdAt, _updatedAt, ...fields } = doc;
  const createdAt = _createdAt ?? DEFAULT_TIMESTAMP;
  const system = { _id, _type, _createdAt: createdAt, _updatedAt: _updatedAt ?? createdAt };
  const body = typesetValue(addKeys(resolveImages(fields, rendered))) as Record<string, unknown>;
  return { ...system, _rev: revisionOf({ ...system, ...body }), ...body };
}

async function loadArt(): Promise<DrawArt> {
  const modulePath = join(DATASET_DIR, 'art', 'index.ts');
  if (!existsSync(modulePath)) throw new Error(`dataset/build.ts: ${modulePath} is missing; it draws the images`);
  const art = (await import(modulePath)) as { drawArt: DrawArt };
  return art.drawArt;
}

async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

export type DrawArt = (request: ArtRequest) => Promise<ArtImage>;

/** Writes files/ and gives its assets.json entries; removes files no longer used. */
async function writeFiles(outDir: string, assets: Record<string, { originalFilename: string }>): Promise<void> {
  const found: FilePlaceholder[] = [];
  collectFiles(documents, found);
  const filesDir = join(outDir, 'files');
  const wanted = new Set<string>();
  if (found.length > 0) await mkdir(filesDir, { recursive: true });
  for (const { __file } of found) {
    const name = fileNameOf(__file);
    if (!wanted.has(name)) await writeFile(join(filesDir, name), __file.data);
    wanted.add(name);
    const assetId = `file-${name.replace(/\.[^.]+$/, '')}`;
    const known = assets[assetId];
    if (!known || __file.filename < known.originalFilename) assets[assetId] = { originalFilename: __file.filename };
  }
  if (existsSync(filesDir)) for (const name of await readdir(filesDir)) if (!wanted.has(name)) await rm(join(filesDir, name));
}

export async function buildDataset(outDir: string, drawArt?: DrawArt): Promise<{ documents: number; images: number; bytes: number }> {
  const ids = new Set<string>();
  for (const doc of documents) {
    if (ids.has(doc._id)) throw new Error(`dataset/build.ts: duplicate document id ${doc._id}`);
    ids.add(doc._id);
  }

  const placeholders: ImagePlaceholder[] = [];
  collectPlaceholders(documents, placeholders);
  const requests = new Map<string, { request: ArtRequest; filename: string }>();
  for (const placeholder of placeholders) {
    const key = requestKey(placeholder.__art);
    const known = requests.get(key);
    // One file per request; its original filename is the alphabetically first one given.
    if (!known || placeholder.__filename < known.filename)
      requests.set(key, { request: placeholder.__art, filename: placeholder.__filename });
  }

  const draw = drawArt ?? (await loadArt());
  const imagesDir = join(outDir, 'images');
  await mkdir(imagesDir, { recursive: true });
  const rendered = new Map<string, RenderedImage>();
  const assets: Record<string, { originalFilename: string }> = {};
  const entries = [...requests.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const files = await mapLimit(entries, Math.max(1, availableParallelism() - 1), async ([key, { request, filename }]) => {
    const art = await draw(request);
    if (art.width !== request.width || art.height !== request.height) {
      throw new Error(`drawArt(${key}) returned ${art.width}x${art.height}, expected ${request.width}x${request.height}`);
    }
    const hash = sha1(art.data);
    const fileName = `${hash}-${art.width}x${art.height}.${art.ext}`;
    await writeFile(join(imagesDir, fileName), art.data);
    return { key, filename: `${filename}.${art.ext}`, image: { fileName, sha1: hash, bytes: art.data.length } };
  });
  for (const { key, filename, image } of files) {
    rendered.set(key, image);
    const assetId = `image-${image.sha1}`;
    const known = assets[assetId];
    if (!known || filename < known.originalFilename) assets[assetId] = { originalFilename: filename };
  }

  // Remove files no longer referenced (an edited seed or a deleted image).
  const wanted = new Set([...rendered.values()].map((image) => image.fileName));
  for (const name of await readdir(imagesDir)) {
    if (!wanted.has(name)) await rm(join(imagesDir, name));
  }

  await writeFiles(outDir, assets);

  const finished = documents.map((doc) => finishDocument(doc, rendered)).sort((a, b) => (String(a._id) < String(b._id) ? -1 : 1));
  await writeFile(join(outDir, 'data.ndjson'), finished.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  const sortedAssets = Object.fromEntries(Object.entries(assets).sort(([a], [b]) => (a < b ? -1 : 1)));
  await writeFile(join(outDir, 'assets.json'), JSON.stringify(sortedAssets, null, 2) + '\n');

  const bytes = [...new Map([...rendered.values()].map((image) => [image.fileName, image.bytes])).values()].reduce(
    (sum, size) => sum + size,
    0,
  );
  return { documents: finished.length, images: wanted.size, bytes };
}

if (import.meta.main) {
  const outIndex = process.argv.indexOf('--out');
  const outDir = outIndex > 0 && process.argv[outIndex + 1] ? resolve(process.argv[outIndex + 1] as string) : DATASET_DIR;
  const started = performance.now();
  const result = await buildDataset(outDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `dataset: ${result.documents} documents, ${result.images} images (${(result.bytes / 1024 / 1024).toFixed(1)} MB) written to ${outDir} in ${seconds} s`,
  );
}
