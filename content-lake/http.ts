import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, LakeError } from './errors.ts';

/** JSON that is already text (a query result from a worker): written into an answer as it is. */
export class RawJson {
  readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
}

export function rawJson(bytes: Uint8Array): RawJson {
  return new RawJson(bytes);
}

/** The body's JSON in pieces: the text around any `RawJson` field, and its bytes in between. */
function jsonPieces(body: unknown): Uint8Array[] {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.values(body).some((value) => value instanceof RawJson)) {
    return [Buffer.from(JSON.stringify(body))];
  }
  const pieces: Uint8Array[] = [];
  let text = '{';
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    text += `${text === '{' && pieces.length === 0 ? '' : ','}${JSON.stringify(key)}:`;
    if (value instanceof RawJson) {
      pieces.push(Buffer.from(text), value.bytes);
      text = '';
    } else {
      text += JSON.stringify(value);
    }
  }
  pieces.push(Buffer.from(`${text}}`));
  return pieces;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const pieces = jsonPieces(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': pieces.reduce((sum, piece) => sum + piece.length, 0),
    'Cache-Control': 'no-store',
    ...headers,
  });
  for (const piece of pieces.slice(0, -1)) res.write(piece);
  res.end(pieces.at(-1));
}

/**
 * The request's address, or null when it is not one (`GET http://[ HTTP/1.1`
 * reaches the server: `new URL` throws on it).
 */
export function parseRequestUrl(target: string | undefined): URL | null {
  try {
    return new URL(target ?? '/', 'http://lake');
  } catch {
    return null;
  }
}

/** A path segment percent-decoded, or 400 when its encoding is malformed (`%`, `%E0%A4%A`). */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw apiError(400, 'httpBadRequest', 'Malformed percent-encoding in the request path');
  }
}

export function sendError(res: ServerResponse, error: LakeError): void {
  sendJson(res, error.status, error.body, error.headers);
}

/**
 * Reads a request body up to `limit` bytes. Past the limit it fails with 413
 * at once, without buffering the rest.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const tooLarge = () => apiError(413, 'httpPayloadTooLarge', `Request body is larger than the limit of ${Math.round(limit / 1024)} KB`);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function parseJsonBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw apiError(400, 'httpBadRequest', `Request body is not valid JSON: ${(error as Error).message}`);
  }
}

/** GROQ parameters from a query string, as `@sanity/client` sends them: `$name=<JSON>`. */
export function paramsFromSearch(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw apiError(400, 'httpBadRequest', `Unable to parse value of "${key}=${raw}". Please quote string values.`);
    }
  }
  return params;
}
