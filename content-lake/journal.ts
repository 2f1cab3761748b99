import { existsSync } from 'node:fs';
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { LakeDocument, Logger } from './types.ts';

/**
 * An append-only journal of the documents the lake accepted (enquiries).
 * `append` resolves only once the line is on disk (fsync), so a document the
 * lake has acknowledged survives the process being killed right after.
 */
export class Journal {
  private readonly file: string;
  private readonly logger: Logger;
  private handle: FileHandle | null = null;
  private tail: Promise<void> = Promise.resolve();

  constructor(file: string, logger: Logger) {
    this.file = file;
    this.logger = logger;
  }

  /** The documents written so far. A torn last line (a crash mid-write, never acknowledged) is skipped. */
  async load(): Promise<LakeDocument[]> {
    if (!existsSync(this.file)) return [];
    const lines = (await readFile(this.file, 'utf8')).split('\n');
    const documents: LakeDocument[] = [];
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      try {
        documents.push(JSON.parse(line) as LakeDocument);
      } catch {
        this.logger.warn(`${this.file} line ${index + 1} is incomplete and was skipped (it was never acknowledged)`);
      }
    });
    return documents;
  }

  append(document: LakeDocument): Promise<void> {
    // Writes are chained so lines never interleave and acknowledgements keep their order.
    const write = this.tail.then(() => this.write(document));
    this.tail = write.catch(() => undefined);
    return write;
  }

  async close(): Promise<void> {
    await this.tail;
    await this.handle?.close();
    this.handle = null;
  }

  private async write(document: LakeDocument): Promise<void> {
    if (!this.handle) {
      const dir = path.dirname(this.file);
      await mkdir(dir, { recursive: true });
      const created = !existsSync(this.file);
      this.handle = await open(this.file, 'a+');
      if (created) await syncDirectory(dir);
      else await this.endTornLine(this.handle);
    }
    await this.handle.write(`${JSON.stringify(document)}\n`);
    await this.handle.sync();
  }

  /** After a crash mid-write the file may end inside a line: close it, so the next line stands alone. */
  private async endTornLine(handle: FileHandle): Promise<void> {
    const { size } = await handle.stat();
    if (size === 0) return;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    if (last[0] !== 0x0a) await handle.write('\n');
  }
}

/** Makes a new file's directory entry durable too, not only its contents. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
