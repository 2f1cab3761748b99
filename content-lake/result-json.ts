/**
 * Turns a groq-js result into its JSON text in the query worker, within a
 * size limit. groq-js's `DateTime` and `Path` values carry their JSON form
 * only as a `toJSON` method, which a copy to another thread loses; and a
 * result too large to send (`*{"a": *{"b": *}}`) must be refused before it
 * has been built in full. So the top-level array is read item by item as
 * groq-js produces it, and writing stops as soon as the text passes the limit.
 */
import type { Value } from 'groq-js';
import { formatBytes } from './errors.ts';

export class ResultTooLarge extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`The query result is larger than the limit of ${formatBytes(limit)}`);
    this.name = 'ResultTooLarge';
    this.limit = limit;
  }
}

/**
 * Writes JSON exactly as `JSON.stringify` would. Its length in UTF-16 code
 * units never exceeds its length in UTF-8 bytes, so passing the limit in
 * code units means passing it in bytes.
 */
class Writer {
  text = '';
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  push(piece: string): void {
    this.text += piece;
    if (this.text.length > this.limit) throw new ResultTooLarge(this.limit);
  }

  value(value: unknown): void {
    switch (typeof value) {
      case 'string':
        this.push(JSON.stringify(value));
        return;
      case 'number':
        this.push(Number.isFinite(value) ? String(value) : 'null');
        return;
      case 'boolean':
        this.push(value ? 'true' : 'false');
        return;
      case 'object':
        if (value === null) this.push('null');
        else if (typeof (value as { toJSON?: unknown }).toJSON === 'function') this.value((value as { toJSON(): unknown }).toJSON());
        else if (Array.isArray(value)) this.array(value);
        else this.object(value as Record<string, unknown>);
        return;
      default:
        // undefined, functions, symbols: as JSON.stringify writes them in an array.
        this.push('null');
    }
  }

  private array(items: unknown[]): void {
    this.push('[');
    for (let i = 0; i < items.length; i++) {
      if (i > 0) this.push(',');
      this.value(items[i]);
    }
    this.push(']');
  }

  private object(record: Record<string, unknown>): void {
    this.push('{');
    let first = true;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      this.push(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
      first = false;
      this.value(item);
    }
    this.push('}');
  }
}

export interface ResultJson {
  /** The result as UTF-8 JSON. */
  json: Uint8Array;
  /** The result as plain data (for the source map). */
  result: unknown;
}

const encoder = new TextEncoder();

/** Serialises a groq-js value, failing with `ResultTooLarge` as soon as it passes `limit` bytes. */
export async function resultJson(value: Value, limit: number): Promise<ResultJson> {
  const writer = new Writer(limit);
  let result: unknown;
  if (value.type === 'stream') {
    const items: unknown[] = [];
    writer.push('[');
    for await (const item of value) {
      const data = await item.get();
      if (items.length > 0) writer.push(',');
      writer.value(data);
      items.push(data);
    }
    writer.push(']');
    result = items;
  } else {
    result = await value.get();
    writer.value(result);
  }
  const json = encoder.encode(writer.text);
  if (json.length > limit) throw new ResultTooLarge(limit);
  return { json, result };
}

/** JSON of plain data (a source map) within a limit, as bytes. */
export function limitedJson(value: unknown, limit: number): Uint8Array {
  const writer = new Writer(limit);
  writer.value(value);
  const json = encoder.encode(writer.text);
  if (json.length > limit) throw new ResultTooLarge(limit);
  return json;
}
