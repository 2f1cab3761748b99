/**
 * Asset uploads (`POST /v{apiVersion}/assets/images|files/{dataset}`), as
 * `client.assets.upload` sends them: the body is the file, the query string
 * carries `filename`, `title`, `label`, `description`, `creditLine`, `meta`
 * and `source*`. Files are stored by content hash in the lake's data folder
 * and described by an asset document (`image-<sha1>-<w>x<h>-<ext>` /
 * `file-<sha1>-<ext>`) created in a transaction like any other write, so the
 * same upload twice gives the same asset.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { assetDocument, assetId, imageMetadata, mimeTypes, readImage } from './asset-documents.ts';
import { apiError, LakeError } from './errors.ts';
import type { Store } from './store.ts';
import type { AssetFile, LakeDocument } from './types.ts';

export interface UploadOptions {
  /** Where uploaded files are kept (`images/`, `files/` below it). */
  dir: string;
  maxBytes: number;
  projectId: string;
  dataset: string;
}

const fileName = /^([a-f0-9]{40})(?:-(\d+)x(\d+))?\.([a-z0-9]+)$/;
const textParams = ['label', 'title', 'description', 'creditLine'] as const;

export class UploadedAssets {
  /** Uploaded files by served name, beside those of the dataset folder. */
  readonly files = new Map<string, AssetFile>();
  private readonly options: UploadOptions;

  constructor(options: UploadOptions) {
    this.options = options;
  }

  /** Registers the files earlier runs stored (their asset documents come back from the journal). */
  async scan(): Promise<void> {
    for (const folder of ['images', 'files'] as const) {
      const dir = path.join(this.options.dir, folder);
      const names = existsSync(dir) ? await readdir(dir) : [];
      for (const name of names) {
        const match = fileName.exec(name);
        if (!match) continue;
        const [, , width, height, ext] = match as unknown as [string, string, string | undefined, string | undefined, string];
        this.files.set(name, {
          path: path.join(dir, name),
          mimeType: mimeTypes[ext] ?? 'application/octet-stream',
          width: Number(width ?? 0),
          height: Number(height ?? 0),
        });
      }
    }
  }

  /** Stores one upload and answers `{document}` with its asset document (existing or new). */
  async upload(
    req: IncomingMessage,
    url: URL,
    kind: 'image' | 'file',
    store: Store,
    publicUrl: string,
    identity: string,
  ): Promise<LakeDocument> {
    const { dir, maxBytes, projectId, dataset } = this.options;
    const declared = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const temporary = path.join(dir, 'tmp', `${Date.now()}-${randomBytes(6).toString('hex')}`);
    // Uploads may be for documents not yet published: the lake's user's only, like the rest of the data folder.
    await mkdir(path.dirname(temporary), { recursive: true, mode: 0o700 });
    try {
      const { sha1, size } = await receive(req, temporary, maxBytes);
      if (size === 0) throw apiError(400, 'invalidUploadError', 'The upload is empty: send the file as the request body');
      const filename = url.searchParams.get('filename') ?? undefined;
      let extension: string;
      let mimeType: string;
      let name: string;
      let metadata: Record<string, unknown> | undefined;
      let served: AssetFile;
      if (kind === 'image') {
        const info = await readImage(temporary);
        if (!info)
          throw apiError(
            415,
            'invalidImageError',
            'The upload is not an image the lake can read (JPEG, PNG, WebP, GIF, AVIF, TIFF or SVG)',
          );
        if (declared.startsWith('image/') && declared !== info.mimeType && !(declared === 'image/jpg' && info.format === 'jpg')) {
          throw apiError(415, 'invalidImageError', `The upload is declared as ${declared} but is ${info.mimeType}`);
        }
        extension = info.format;
        mimeType = info.mimeType;
        name = `${sha1}-${info.width}x${info.height}.${extension}`;
        const meta = url.searchParams.getAll('meta').flatMap((value) => value.split(','));
        metadata = await imageMetadata(temporary, info, { palette: meta.includes('palette'), exactOpacity: true });
        served = { path: path.join(dir, 'images', name), mimeType, width: info.width, height: info.height };
      } else {
        const fromName = filename ? path.extname(filename).slice(1).toLowerCase() : '';
        const fromType = Object.entries(mimeTypes).find(([, type]) => type === declared)?.[0];
        extension = /^[a-z0-9]{1,10}$/.test(fromName) ? fromName : (fromType ?? 'bin');
        mimeType = declared && declared !== 'application/octet-stream' ? declared : (mimeTypes[extension] ?? 'application/octet-stream');
        name = `${sha1}.${extension}`;
        served = { path: path.join(dir, 'files', name), mimeType, width: 0, height: 0 };
      }
      await keep(temporary, served.path);
      // Served from now on, before the asset document is answered, so its URL works at once.
      this.files.set(name, served);

      const extra: Record<string, unknown> = {};
      if (filename) extra.originalFilename = filename;
      for (const key of textParams) {
        const value = url.searchParams.get(key);
        if (value) extra[key] = value;
      }
      const sourceName = url.searchParams.get('sourceName');
      if (sourceName)
        extra.source = {
          name: sourceName,
          id: url.searchParams.get('sourceId') ?? undefined,
          url: url.searchParams.get('sourceUrl') ?? undefined,
        };
      const facts = { kind, sha1, extension, mimeType, size, name, projectId, dataset, publicUrl, metadata };
      const tx = await store.mutate([{ createIfNotExists: assetDocument(facts, extra) }], { identity });
      return tx.get(assetId(facts))!;
    } finally {
      await rm(temporary, { force: true });
    }
  }
}

/** Streams the body to a file while hashing it; past `maxBytes` it stops with 413. */
async function receive(req: IncomingMessage, file: string, maxBytes: number): Promise<{ sha1: string; size: number }> {
  const tooLarge = () =>
    apiError(413, 'assetTooLargeError', `The upload is larger than the limit of ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    throw tooLarge();
  }
  const hash = createHash('sha1');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(tooLarge());
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(req, counter, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    if (error instanceof LakeError) {
      req.resume();
      throw error;
    }
    throw error;
  }
  return { sha1: hash.digest('hex'), size };
}

/** Moves the received file to its content-addressed name, durably; an identical file already there is kept. */
async function keep(temporary: string, final: string): Promise<void> {
  if (await stat(final).catch(() => null)) return;
  await mkdir(path.dirname(final), { recursive: true, mode: 0o700 });
  const handle = await open(temporary, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, final);
  const dir = await open(path.dirname(final), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}
