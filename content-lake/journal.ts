import { existsSync } from 'node:fs';
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from './dataset-loader.ts';
import type { LakeDocument, Logger } from './types.ts';
import type { DocumentChange } from './views.ts';

/** One committed transaction as the journal keeps it: the documents it left behind (null: deleted). */
export interface JournalEntry {
  transactionId: string;
  timestamp: string;
  effects: DocumentChange[];
}

export interface JournalContents {
  /** The last state the journal gives each document it touched (null: deleted), in first-touch order. */
  changes: Map<string, LakeDocument | null>;
  transactions: number;
}

/**
 * The append-only journal of committed transactions, one JSON line each.
 * Lines hold the documents a transaction left behind, not the mutations that
 * made them, so replaying the journal over a dataset (at start, or after the
 * dataset is reloaded) is idempotent and never depends on the base.
 *
 * `append` resolves only once the line is on disk (fsync). Transactions that
 * arrive while a write is in flight share the next write and fsync (group
 * commit), so many writers do not wait for one fsync each.
 */
export class Journal {
  private readonly file: string;
  private readonly logger: Logger;
  private handle: FileHandle | null = null;
  private size = 0;
  private readonly queue: { line: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  private flushing: Promise<void> | null = null;
  private broken: Error | null = null;

  constructor(file: string, logger: Logger) {
    this.file = file;
    this.logger = logger;
  }

  /** Set once a write failed: the lake then refuses writes until it is restarted. */
  get failure(): Error | null {
    return this.broken;
  }

  /**
   * Reads every committed transaction. A torn last line (a crash mid-write,
   * never acknowledged) is skipped and logged. Lines of the first journal
   * format (one created document each) are read as one-document transactions.
   */
  async load(): Promise<JournalContents> {
    const changes = new Map<string, LakeDocument | null>();
    if (!existsSync(this.file)) return { changes, transactions: 0 };
    const lines = (await readFile(this.file, 'utf8')).split('\n');
    let transactions = 0;
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        this.logger.warn(`${this.file} line ${index + 1} is incomplete and was skipped (it was never acknowledged)`);
        return;
      }
      const effects = effectsOf(value);
      if (!effects) {
        this.logger.warn(`${this.file} line ${index + 1} is not a transaction and was skipped`);
        return;
      }
      transactions++;
      // First-touch order, as a running lake keeps it: a later write replaces a document in place.
      for (const effect of effects) changes.set(effect.id, effect.document);
    });
    return { changes, transactions };
  }

  append(entry: JournalEntry): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    const line = `${JSON.stringify(entry)}\n`;
    return new Promise((resolve, reject) => {
      this.queue.push({ line, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Resolves when every line appended so far is on disk (or has failed). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  async close(): Promise<void> {
    await this.idle();
    await this.handle?.close();
    this.handle = null;
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0);
        const text = batch.map((item) => item.line).join('');
        const before = this.size;
        try {
          const handle = await this.open();
          await handle.write(text);
          await handle.sync();
          this.size += Buffer.byteLength(text);
          for (const item of batch) item.resolve();
        } catch (error) {
          this.broken = new Error(`The journal ${this.file} could not be written (${(error as Error).message}); restart the lake`);
          this.logger.error(this.broken.message);
          // Best effort: no half-written or unsynced line of a refused transaction may be replayed later.
          await this.handle?.truncate(before).catch(() => undefined);
          for (const item of [...batch, ...this.queue.splice(0)]) item.reject(this.broken);
        }
      }
    } finally {
      this.flushing = null;
    }
  }

  private async open(): Promise<FileHandle> {
    if (this.handle) return this.handle;
    const dir = path.dirname(this.file);
    await mkdir(dir, { recursive: true });
    const created = !existsSync(this.file);
    const handle = await open(this.file, 'a+');
    if (created) await syncDirectory(dir);
    else await endTornLine(handle);
    this.size = (await handle.stat()).size;
    this.handle = handle;
    return handle;
  }
}

function effectsOf(value: unknown): DocumentChange[] | null {
  if (!isRecord(value)) return null;
  if (Array.isArray(value.effects)) {
    const effects: DocumentChange[] = [];
    for (const effect of value.effects) {
      if (!isRecord(effect) || typeof effect.id !== 'string') return null;
      const document = isRecord(effect.document) ? (effect.document as LakeDocument) : null;
      effects.push({ id: effect.id, document });
    }
    return effects;
  }
  // The first journal format: each line one accepted (created) document.
  if (typeof value._id === 'string' && typeof value._type === 'string') return [{ id: value._id, document: value as LakeDocument }];
  return null;
}

/** After a crash mid-write the file may end inside a line: close it, so the next line stands alone. */
async function endTornLine(handle: FileHandle): Promise<void> {
  const { size } = await handle.stat();
  if (size === 0) return;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  if (last[0] !== 0x0a) await handle.write('\n');
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
