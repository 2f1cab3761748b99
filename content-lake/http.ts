import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, LakeError } from './errors.ts';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: LakeError): void {
  sendJson(res, error.status, error.body);
}

/**
 * Reads a request body up to `limit` bytes. Past the limit it fails with 413
 * at once, without buffering the rest.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const tooLarge = () =>
      apiError(413, 'httpPayloadTooLarge', `Request body is larger than the limit of ${Math.round(limit / 1024)} KB`);
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
