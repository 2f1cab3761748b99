/**
 * The resized images on disk, within a byte budget: an index of the files
 * (key, size) in least-recently-used order, rebuilt from the folder at start
 * (oldest first, by modification time), and files past the budget deleted,
 * the least recently served first. The index is bounded by the budget and a
 * file count, not by the number of distinct requests.
 */
import { LRUCache } from 'lru-cache';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from './types.ts';

export interface ImageCacheOptions {
  dir: string;
  /** The most bytes the cached files may take together. */
  maxBytes: number;
  /** The most files kept, whatever their size. */
  maxFiles?: number;
  logger?: Logger;
}

export class ImageCache {
  private readonly dir: string;
  private readonly index: LRUCache<string, number>;
  private readonly logger?: Logger;
  private readonly scanned: Promise<void>;

  constructor(options: ImageCacheOptions) {
    this.dir = options.dir;
    this.logger = options.logger;
    this.index = new LRUCache<string, number>({
      max: options.maxFiles ?? 50_000,
      maxSize: options.maxBytes,
      sizeCalculation: (size) => Math.max(1, size),
      // Evicted from the index: the file goes too (a file larger than the whole budget is never kept).
      dispose: (_size, name, reason) => {
        if (reason === 'evict' || reason === 'delete') void unlink(this.file(name)).catch(() => undefined);
      },
    });
    this.scanned = this.scan();
  }

  /** The file's bytes, or null; a hit counts as a use. */
  async read(name: string): Promise<Buffer | null> {
    await this.scanned;
    if (this.index.get(name) === undefined) return null;
    try {
      return await readFile(this.file(name));
    } catch {
      // Removed behind our back (another process sharing the folder): forget it.
      this.index.delete(name);
      return null;
    }
  }

  async write(name: string, data: Buffer): Promise<void> {
    await this.scanned;
    if (data.length > this.index.maxSize) return;
    const file = this.file(name);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
    this.index.set(name, data.length);
  }

  /** Bytes the cached files take, as the index counts them. */
  get bytes(): number {
    return this.index.calculatedSize;
  }

  private file(name: string): string {
    return path.join(this.dir, name.slice(0, 2), name);
  }

  /** Files already on disk join the index oldest first, so the budget drops the oldest. */
  private async scan(): Promise<void> {
    const found: { name: string; size: number; time: number }[] = [];
    let folders: string[] = [];
    try {
      folders = await readdir(this.dir);
    } catch {
      return;
    }
    for (const folder of folders) {
      if (!/^[0-9a-f]{2}$/.test(folder)) continue;
      const names = await readdir(path.join(this.dir, folder)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(this.dir, folder, name);
        if (name.endsWith('.tmp')) {
          await unlink(file).catch(() => undefined);
          continue;
        }
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) found.push({ name, size: info.size, time: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.time - b.time);
    for (const entry of found) this.index.set(entry.name, entry.size);
    if (found.length > 0) this.logger?.debug(`image cache: ${this.index.size} files, ${this.index.calculatedSize} bytes`);
  }
}
