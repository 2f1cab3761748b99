/**
 * A brief's body, read with limits before any work: the number of fields and
 * parts, each field's and each file's size, and the whole body are bounded
 * while it streams (busboy), so a post of 200,000 tiny fields is refused after
 * the first few hundred instead of being parsed whole, and a file is never held
 * past its limit. The form token must come before the files (the form renders
 * it first): a post without a valid one is refused before any file is read.
 * Only so many bodies are read at once (the rest wait their turn, up to a
 * point), so ten large posts at once cannot hold ten bodies in memory. The
 * server has already checked the origin (server/origin.ts), the type and the
 * declared length (server/limits.ts).
 */
import busboy from 'busboy';
import { BRIEF_MAX_BODY_BYTES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../constants.ts';
import { readFormToken } from './form-token.server.ts';

/** More than the brief has (about 40 fields, lists of choices, parts and estimates included). */
const MAX_FIELDS = 200;
/** A field's value, in bytes: the message is at most 5,000 characters. */
const MAX_FIELD_BYTES = 32 * 1024;
/** Bodies read at once, and bodies that may wait for their turn; past that, the brief is asked to come again. */
const BODIES_AT_ONCE = 4;
const BODIES_WAITING = 32;
/** What the parser is given at a time. */
const SLICE_BYTES = 16 * 1024;

export type BriefBody =
  | { ok: true; form: FormData }
  /**
   * `unreadable`: not a form (or not ours: too many fields, too large); `token`: files sent without a valid form token
   * before them (`form`: the fields read until then); `busy`: too many bodies waiting to be read.
   */
  | { ok: false; reason: 'unreadable' | 'busy' }
  | { ok: false; reason: 'token'; form: FormData };

let reading = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<boolean> {
  if (reading < BODIES_AT_ONCE) {
    reading++;
    return true;
  }
  if (waiting.length >= BODIES_WAITING) return false;
  await new Promise<void>((resolve) => waiting.push(resolve));
  return true;
}

function done(): void {
  const next = waiting.shift();
  if (next) next();
  else reading--;
}

/** The brief's form, or why it could not be read. */
export async function readBriefBody(request: Request): Promise<BriefBody> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) return { ok: false, reason: 'unreadable' };
  if (!(await turn())) return { ok: false, reason: 'busy' };
  try {
    return await parse(request.body, contentType);
  } finally {
    done();
  }
}

async function parse(body: ReadableStream<Uint8Array>, contentType: string): Promise<BriefBody> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        // One file more than a brief takes, one byte more than a file may be: the brief's own check names the fault.
        files: MAX_ATTACHMENTS + 1,
        fileSize: MAX_ATTACHMENT_BYTES + 1,
        parts: MAX_FIELDS + MAX_ATTACHMENTS + 1,
      },
    });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const form = new FormData();
  // (Set by the parser's events as well as below: typed as it is, not narrowed to its first value.)
  let refused = null as 'unreadable' | 'token' | null;
  let tokenSeen = false;
  const files: Promise<void>[] = [];

  parser.on('field', (name, value, info) => {
    if (refused) return;
    if (info.valueTruncated || info.nameTruncated) refused = 'unreadable';
    else {
      if (name === 'formToken') tokenSeen = readFormToken(value) !== null;
      form.append(name, value);
    }
  });
  parser.on('file', (name, stream, info) => {
    // No file is read for a post that did not first show a form of ours.
    if (!refused && !tokenSeen) refused = 'token';
    if (refused) {
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    files.push(
      new Promise((resolve) => {
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', () => {
          refused ??= 'unreadable';
          resolve();
        });
        stream.on('end', () => {
          // An empty file field (none chosen) is left out, as the browser's own form data leaves it.
          if (info.filename || chunks.length > 0)
            form.append(name, new File([Buffer.concat(chunks) as Uint8Array<ArrayBuffer>], info.filename ?? '', { type: info.mimeType }));
          resolve();
        });
      }),
    );
  });
  for (const limit of ['fieldsLimit', 'partsLimit'] as const) parser.on(limit, () => (refused ??= 'unreadable'));
  let closed = false;
  const finished = new Promise<void>((resolve) => {
    parser.on('close', () => ((closed = true), resolve()));
    parser.on('error', () => {
      refused ??= 'unreadable';
      closed = true;
      resolve();
    });
  });

  // Fed a slice at a time (however large the chunks the stream gives), so that a limit stops the parser within a
  // slice of where it was reached; once refused, the rest of the body is read and dropped unparsed (a cheap drain, so
  // that the answer still reaches the visitor), and never more than the largest brief.
  let received = 0;
  try {
    for await (const chunk of body) {
      received += chunk.byteLength;
      if (received > BRIEF_MAX_BODY_BYTES) refused ??= 'unreadable';
      for (let at = 0; at < chunk.byteLength && !refused && !closed; at += SLICE_BYTES) {
        if (!parser.write(chunk.subarray(at, at + SLICE_BYTES)))
          await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), finished]);
      }
      if ((refused || closed) && !parser.destroyed) parser.destroy();
    }
  } catch {
    refused ??= 'unreadable';
  }
  if (!refused) {
    parser.end();
    await finished;
    await Promise.all(files);
  } else if (!parser.destroyed) parser.destroy();
  if (refused === 'token') return { ok: false, reason: 'token', form };
  return refused ? { ok: false, reason: refused } : { ok: true, form };
}
