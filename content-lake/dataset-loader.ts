import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { assetDocument, imageMetadata, mimeTypes, readImage } from './asset-documents.ts';
import type { AssetFile, LakeDocument } from './types.ts';

/** A dataset that cannot be loaded; the message names the file, line or document to fix. */
export class DatasetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatasetError';
  }
}

export interface LoadedDataset {
  documents: LakeDocument[];
  /** Image and file assets by file name (`{sha1}-{w}x{h}.{ext}`). */
  assets: Map<string, AssetFile>;
}

export interface LoadOptions {
  projectId: string;
  dataset: string;
  /** Origin the lake serves images from, e.g. `http://127.0.0.1:3333`. */
  publicUrl: string;
}

/**
 * Reads a dataset in Sanity's export layout (a folder with `data.ndjson`,
 * `assets.json` and `images/`) or a plain `.ndjson` file. Image fields written
 * by the export as `_sanityAsset: "image@file://./images/…"` become references
 * to rebuilt `sanity.imageAsset` documents, as `sanity dataset import` would
 * leave them after uploading the files.
 */
export async function loadDataset(source: string, options: LoadOptions): Promise<LoadedDataset> {
  const info = await stat(source).catch(() => null);
  if (!info) throw new DatasetError(`Dataset not found at ${source}`);
  const ndjsonPath = info.isDirectory() ? path.join(source, 'data.ndjson') : source;
  const root = path.dirname(ndjsonPath);
  if (!existsSync(ndjsonPath)) throw new DatasetError(`No data.ndjson in ${source}`);

  const text = await readFile(ndjsonPath, 'utf8');
  const assetMeta = await readAssetMeta(path.join(root, 'assets.json'));
  const fallbackTime = (await stat(ndjsonPath)).mtime.toISOString();
  const documents = parseNdjson(text, path.relative(process.cwd(), ndjsonPath) || ndjsonPath, fallbackTime);

  const builder = new AssetBuilder(root, assetMeta, options, fallbackTime);
  // In parallel: sharp decodes on its own thread pool, so images load side by side.
  const rewritten = (await Promise.all(documents.map((doc) => builder.rewrite(doc, doc._id, '')))) as LakeDocument[];
  const ids = new Set(rewritten.map((doc) => doc._id));
  const assetDocuments = builder.documents().filter((doc) => !ids.has(doc._id));
  return { documents: [...rewritten, ...assetDocuments], assets: builder.files };
}

/** Parses NDJSON; a malformed line stops the load with its line number. */
export function parseNdjson(text: string, fileLabel: string, fallbackTime: string): LakeDocument[] {
  const documents: LakeDocument[] = [];
  const seen = new Set<string>();
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const where = `${fileLabel} line ${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new DatasetError(`${where}: not valid JSON (${(error as Error).message})`);
    }
    if (!isRecord(value) || typeof value._id !== 'string' || value._id === '' || typeof value._type !== 'string' || value._type === '') {
      throw new DatasetError(`${where}: a document needs a string _id and _type`);
    }
    if (seen.has(value._id)) throw new DatasetError(`${where}: duplicate _id "${value._id}"`);
    seen.add(value._id);
    documents.push({
      _createdAt: fallbackTime,
      _updatedAt: fallbackTime,
      _rev: createHash('sha1').update(line).digest('hex').slice(0, 22),
      ...value,
      _id: value._id,
      _type: value._type,
    });
  }
  return documents;
}

async function readAssetMeta(file: string): Promise<Record<string, Record<string, unknown>>> {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return isRecord(parsed) ? (parsed as Record<string, Record<string, unknown>>) : {};
  } catch (error) {
    throw new DatasetError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

const assetPattern = /^(image|file)@file:\/\/\.\/((?:images|files)\/[^/\\]+)$/;

class AssetBuilder {
  readonly files = new Map<string, AssetFile>();
  private readonly assetDocs = new Map<string, LakeDocument>();
  private readonly byPath = new Map<string, Promise<string>>();
  private readonly root: string;
  private readonly meta: Record<string, Record<string, unknown>>;
  private readonly options: LoadOptions;
  private readonly time: string;

  constructor(root: string, meta: Record<string, Record<string, unknown>>, options: LoadOptions, time: string) {
    this.root = root;
    this.meta = meta;
    this.options = options;
    this.time = time;
  }

  documents(): LakeDocument[] {
    return [...this.assetDocs.values()];
  }

  async rewrite(value: unknown, docId: string, fieldPath: string): Promise<unknown> {
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (let i = 0; i < value.length; i++) out.push(await this.rewrite(value[i], docId, `${fieldPath}[${i}]`));
      return out;
    }
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === '_sanityAsset') continue;
      out[key] = await this.rewrite(child, docId, fieldPath ? `${fieldPath}.${key}` : key);
    }
    if (typeof value._sanityAsset === 'string') {
      const assetId = await this.assetFor(value._sanityAsset, docId, fieldPath);
      out.asset = { _type: 'reference', _ref: assetId };
    }
    return out;
  }

  private assetFor(spec: string, docId: string, fieldPath: string): Promise<string> {
    const match = assetPattern.exec(spec);
    if (!match) throw new DatasetError(`Document "${docId}", field ${fieldPath}: unsupported _sanityAsset "${spec}"`);
    const [, kind, relative] = match as unknown as [string, 'image' | 'file', string];
    let pending = this.byPath.get(relative);
    if (!pending) {
      pending = this.build(kind, relative, docId, fieldPath);
      this.byPath.set(relative, pending);
    }
    return pending;
  }

  private async build(kind: 'image' | 'file', relative: string, docId: string, fieldPath: string): Promise<string> {
    const file = path.join(this.root, relative);
    const data = await readFile(file).catch(() => {
      throw new DatasetError(`Document "${docId}", field ${fieldPath}: asset file ${relative} is missing`);
    });
    const sha1 = createHash('sha1').update(data).digest('hex');
    const originalExt = path.extname(file).slice(1).toLowerCase();
    const meta = this.meta[`${kind}-${sha1}`] ?? {};
    const { projectId, dataset, publicUrl } = this.options;
    const dated = { _createdAt: this.time, _updatedAt: this.time, ...meta };

    if (kind === 'file') {
      const name = `${sha1}.${originalExt}`;
      const mimeType = mimeTypes[originalExt] ?? 'application/octet-stream';
      this.files.set(name, { path: file, mimeType, width: 0, height: 0 });
      const doc = assetDocument(
        { kind, sha1, extension: originalExt, mimeType, size: data.length, name, projectId, dataset, publicUrl },
        dated,
      );
      this.assetDocs.set(doc._id, doc);
      return doc._id;
    }

    const info = await readImage(data);
    if (!info) throw new DatasetError(`Document "${docId}", field ${fieldPath}: ${relative} is not a readable image`);
    const name = `${sha1}-${info.width}x${info.height}.${info.format}`;
    const metadata = await imageMetadata(data, info);
    this.files.set(name, { path: file, mimeType: info.mimeType, width: info.width, height: info.height });
    const doc = assetDocument(
      { kind, sha1, extension: info.format, mimeType: info.mimeType, size: data.length, name, projectId, dataset, publicUrl, metadata },
      dated,
    );
    this.assetDocs.set(doc._id, doc);
    return doc._id;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
