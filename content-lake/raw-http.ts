/**
 * A bare HTTP request for tests and benchmarks: the path is sent exactly as
 * given (malformed encodings included), and the source address can be
 * chosen (127.0.0.2, …) to act as another client on loopback.
 */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

export interface RawRequest {
  url: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
}

export function rawRequest(options: RawRequest): Promise<RawResponse> {
  const origin = new URL(options.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(body);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A query (POST) from a chosen source address, optionally with a token. */
export function queryFrom(
  url: string,
  localAddress: string,
  query: string,
  params: Record<string, unknown> = {},
  token?: string,
): Promise<RawResponse> {
  return rawRequest({
    url,
    path: '/v2023-05-03/data/query/production?returnQuery=false',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, params }),
    localAddress,
  });
}
