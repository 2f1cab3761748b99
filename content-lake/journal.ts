import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from './dataset-loader.ts';
import type { LakeDocument, Logger } from './types.ts';
import type { DocumentChange } from './views.ts';

/** One committed transaction as the journal keeps it: the documents it left behind (null: deleted). */
export interface JournalEntry {
  transactionId: string;
  timestamp: string;
  /** Who made it (an editor, or the write token); lines written before it was kept have none. */
  identity?: string;
  effects: DocumentChange[];
}

/** Where a transaction's line is in the journal file, to read it again (the documents' history). */
export interface JournalPosition {
  offset: number;
  length: number;
}

/** A transaction in the journal without its documents: what the history indexes. */
export interface JournalRecord {
  transactionId: string;
  timestamp: string;
  identity: string | undefined;
  ids: string[];
  /** The ids it deleted. */
  deleted: string[];
  position: JournalPosition;
}

export interface JournalContents {
  /** The last state the journal gives each document it touched (null: deleted), in first-touch order. */
  changes: Map<string, LakeDocument | null>;
  transactions: number;
  /** Every transaction read, in order. */
  records: JournalRecord[];
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
  private readonly queue: { line: string; resolve: (position: JournalPosition) => void; reject: (error: Error) => void }[] = [];
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
    const records: JournalRecord[] = [];
    if (!existsSync(this.file)) return { changes, transactions: 0, records };
    const bytes = await readFile(this.file);
    let transactions = 0;
    // Lines are found in the bytes, so that each transaction's position in the file is known exactly.
    for (let offset = 0, index = 0; offset < bytes.length; index++) {
      const end = bytes.indexOf(0x0a, offset);
      const next = end === -1 ? bytes.length : end + 1;
      const line = bytes.subarray(offset, end === -1 ? bytes.length : end).toString('utf8');
      const position = { offset, length: next - offset };
      offset = next;
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        this.logger.warn(`${this.file} line ${index + 1} is incomplete and was skipped (it was never acknowledged)`);
        continue;
      }
      const effects = effectsOf(value);
      if (!effects) {
        this.logger.warn(`${this.file} line ${index + 1} is not a transaction and was skipped`);
        continue;
      }
      transactions++;
      // First-touch order, as a running lake keeps it: a later write replaces a document in place.
      for (const effect of effects) changes.set(effect.id, effect.document);
      const entry = value as Partial<JournalEntry> & { _id?: string; _createdAt?: string };
      records.push({
        transactionId: typeof entry.transactionId === 'string' ? entry.transactionId : `journal-${position.offset}`,
        timestamp: entry.timestamp ?? entry._createdAt ?? new Date(0).toISOString(),
        identity: typeof entry.identity === 'string' ? entry.identity : undefined,
        ids: effects.map((effect) => effect.id),
        deleted: effects.filter((effect) => effect.document === null).map((effect) => effect.id),
        position,
      });
    }
    return { changes, transactions, records };
  }

  /** The documents a transaction left behind, read again from its line. */
  async read(position: JournalPosition): Promise<Map<string, LakeDocument | null>> {
    const handle = await open(this.file, 'r');
    try {
      const buffer = Buffer.alloc(position.length);
      await handle.read(buffer, 0, position.length, position.offset);
      const effects = effectsOf(JSON.parse(buffer.toString('utf8'))) ?? [];
      return new Map(effects.map((effect) => [effect.id, effect.document]));
    } finally {
      await handle.close();
    }
  }

  /** Appends a transaction's line; resolves with its position once it is on disk. */
  append(entry: JournalEntry): Promise<JournalPosition> {
    if (this.broken) return Promise.reject(this.broken);
    const line = `${JSON.stringify(entry)}\n`;
    return new Promise((resolve, reject) => {
      this.queue.push({ line, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /**
   * Rewrites the journal without any state of the documents in `drop`, then adds `tail` (their states now, as one
   * transaction) at its end: erasure of personal data, which must not stay in past versions. Other documents' lines
   * are kept as they were; a line left with no document goes, and so does an unreadable (torn) one. The new file
   * replaces the old at once (written, synced, renamed): a crash leaves one or the other. Call it between
   * transactions (the store does); it waits for the lines in flight. Returns how many lines changed.
   */
  async rewrite(drop: ReadonlySet<string>, tail: JournalEntry | null): Promise<number> {
    await this.idle();
    if (this.broken) throw this.broken;
    const bytes = existsSync(this.file) ? await readFile(this.file) : Buffer.alloc(0);
    const lines: string[] = [];
    let changed = 0;
    for (const line of bytes.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        changed++;
        continue;
      }
      const effects = effectsOf(value);
      const kept = effects?.filter((effect) => !drop.has(effect.id));
      if (!effects || !kept || kept.length === effects.length) {
        lines.push(line);
        continue;
      }
      changed++;
      if (kept.length === 0) continue;
      const entry = value as Partial<JournalEntry> & { _createdAt?: string };
      lines.push(
        JSON.stringify({
          transactionId: entry.transactionId,
          timestamp: entry.timestamp ?? entry._createdAt,
          identity: entry.identity,
          effects: kept,
        }),
      );
    }
    if (tail) lines.push(JSON.stringify(tail));
    const dir = path.dirname(this.file);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const temp = `${this.file}.${process.pid}.rewrite.tmp`;
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.write(lines.map((line) => `${line}\n`).join(''));
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    await this.handle?.close();
    this.handle = null;
    await rename(temp, this.file);
    await syncDirectory(dir);
    return changed;
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
        let before = this.size;
        try {
          const handle = await this.open();
          // Read after opening: the first open learns the file's size (and may end a torn line).
          before = this.size;
          await handle.write(text);
          await handle.sync();
          let offset = before;
          for (const item of batch) {
            const length = Buffer.byteLength(item.line);
            item.resolve({ offset, length });
            offset += length;
          }
          this.size = offset;
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
    // Every enquiry is in it: its owner's only.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const created = !existsSync(this.file);
    const handle = await open(this.file, 'a+', 0o600);
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
