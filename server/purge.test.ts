import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPurger, type CachePurger } from './purge.ts';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A cache's purge endpoint on this machine: records each request and answers what the test says. */
let standIn: Server;
let origin: string;
const received: Received[] = [];
let answer: (request: Received) => { status: number; body?: string } = () => ({ status: 200 });

beforeAll(async () => {
  standIn = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      received.push(request);
      const { status, body = '' } = answer(request);
      res.writeHead(status, { 'Content-Type': body.startsWith('{') ? 'application/json' : 'text/plain' }).end(body);
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  answer = () => ({ status: 200 });
});

const TOKEN = 'tok_9f8e7d6c5b4a39281706';
const keys = (count: number, prefix = 'page-') => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);

const varnish = () => createPurger({ provider: 'varnish', url: `${origin}/`, token: TOKEN });
const fastly = () => createPurger({ provider: 'fastly', serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: TOKEN, apiUrl: `${origin}/` });
const cloudflare = () =>
  createPurger({ provider: 'cloudflare', zoneId: '023e105f4ecef8ad9ca31a8372d0c353', token: TOKEN, apiUrl: `${origin}/client/v4` });

/** The purge's rejection, checked never to carry the token. */
async function rejection(purge: Promise<void>): Promise<string> {
  const error = await purge.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message).not.toContain(TOKEN);
  return message;
}

describe('Varnish (xkey)', () => {
  it('names its header and joins keys with spaces', () => {
    const purger = varnish();
    expect(purger.keyHeader).toBe('xkey');
    expect(purger.keyHeaderValue(['s1:abc', 'page-1'])).toBe('s1:abc page-1');
  });

  it('purges with one PURGE carrying the keys and the token', async () => {
    await varnish().purge(['s1:abc', 'page-1', 's1:abc']);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'PURGE', path: '/' });
    expect(request!.headers['xkey-purge']).toBe('s1:abc page-1');
    expect(request!.headers['x-purge-token']).toBe(TOKEN);
  });

  it("splits a list longer than Varnish's header limit into several PURGEs, each key sent once", async () => {
    const many = keys(400, 'page-0123456789abcdef-');
    await varnish().purge(many);
    expect(received.length).toBeGreaterThan(1);
    for (const request of received) expect((request.headers['xkey-purge'] as string).length).toBeLessThanOrEqual(4_000);
    expect(received.flatMap((request) => (request.headers['xkey-purge'] as string).split(' '))).toEqual(many);
  });

  it('rejects with what Varnish answered, without the token', async () => {
    answer = ({ headers }) => ({ status: 403, body: `Forbidden (token ${String(headers['x-purge-token'])})` });
    expect(await rejection(varnish().purge(['page-1']))).toBe('Varnish answered 403: Forbidden (token [token])');
  });
});

describe('Fastly (surrogate keys)', () => {
  it('names its header and joins keys with spaces', () => {
    const purger = fastly();
    expect(purger.keyHeader).toBe('Surrogate-Key');
    expect(purger.keyHeaderValue(['s1:abc', 'page-1'])).toBe('s1:abc page-1');
  });

  it("purges with Fastly's batch purge: the service's path, its key header, the keys as JSON", async () => {
    await fastly().purge(['s1:abc', 'page-1']);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', path: '/service/SU1Z0isxPaozGVKXdv0eY/purge' });
    expect(request!.headers['fastly-key']).toBe(TOKEN);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['accept']).toBe('application/json');
    expect(request!.headers['authorization']).toBeUndefined();
    expect(JSON.parse(request!.body)).toEqual({ surrogate_keys: ['s1:abc', 'page-1'] });
  });

  it('sends at most 256 keys a request: 600 keys in three', async () => {
    const many = keys(600);
    await fastly().purge(many);
    const sent = received.map((request) => (JSON.parse(request.body) as { surrogate_keys: string[] }).surrogate_keys);
    expect(sent.map((group) => group.length)).toEqual([256, 256, 88]);
    expect(sent.flat()).toEqual(many);
  });

  it('rejects with the status and what Fastly said, and sends no further batch', async () => {
    answer = () => ({ status: 500, body: '{"msg":"Internal Server Error"}' });
    expect(await rejection(fastly().purge(keys(600)))).toBe('Fastly answered 500: {"msg":"Internal Server Error"}');
    expect(received).toHaveLength(1);
  });
});

describe('Cloudflare (cache tags)', () => {
  it('names its header and joins tags with commas', () => {
    const purger = cloudflare();
    expect(purger.keyHeader).toBe('Cache-Tag');
    expect(purger.keyHeaderValue(['s1:abc', 'page-1'])).toBe('s1:abc,page-1');
  });

  it("purges by tag at the zone's endpoint with a bearer token", async () => {
    answer = () => ({ status: 200, body: '{"success":true,"errors":[],"messages":[],"result":{"id":"x"}}' });
    await cloudflare().purge(['s1:abc', 'page-1']);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', path: '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache' });
    expect(request!.headers['authorization']).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({ tags: ['s1:abc', 'page-1'] });
  });

  it('sends at most 30 tags a request: 70 tags in 30, 30 and 10', async () => {
    answer = () => ({ status: 200, body: '{"success":true}' });
    const many = keys(70);
    await cloudflare().purge(many);
    const sent = received.map((request) => (JSON.parse(request.body) as { tags: string[] }).tags);
    expect(sent.map((group) => group.length)).toEqual([30, 30, 10]);
    expect(sent.flat()).toEqual(many);
  });

  it("rejects with Cloudflare's error messages, on an error status or on success: false", async () => {
    answer = () => ({ status: 403, body: '{"success":false,"errors":[{"code":10000,"message":"Authentication error"}]}' });
    expect(await rejection(cloudflare().purge(['page-1']))).toBe('Cloudflare answered 403: Authentication error (10000)');
    answer = () => ({ status: 200, body: '{"success":false,"errors":[{"code":1134,"message":"Purge by tag is not available"}]}' });
    expect(await rejection(cloudflare().purge(['page-1']))).toBe('Cloudflare answered 200: Purge by tag is not available (1134)');
  });

  it('takes only success: true as a purge, whatever the status', async () => {
    answer = () => ({ status: 200, body: '{"result":null}' });
    expect(await rejection(cloudflare().purge(['page-1']))).toBe('Cloudflare answered 200: the purge was not confirmed');
    answer = () => ({ status: 502, body: '<html><body>Bad gateway</body></html>' });
    expect(await rejection(cloudflare().purge(['page-1']))).toBe('Cloudflare answered 502: <html><body>Bad gateway</body></html>');
    answer = () => ({ status: 200 });
    expect(await rejection(cloudflare().purge(['page-1']))).toBe('Cloudflare answered 200: the purge was not confirmed');
  });
});

describe('every cache', () => {
  const purgers: [string, () => CachePurger][] = [
    ['varnish', varnish],
    ['fastly', fastly],
    ['cloudflare', cloudflare],
  ];

  it.each(purgers)('%s: refuses a key that is not safe in a header, before any request', async (_, purger) => {
    const bad = ['two words', 'a,b', 'tab\there', 'new\nline', 'nul\u0000', 'é-accent', '', 'k'.repeat(1025)];
    for (const key of bad) {
      await expect(purger().purge(['page-1', key]), JSON.stringify(key)).rejects.toThrow(/^Not a cache key: /);
    }
    expect(received).toEqual([]);
    answer = () => ({ status: 200, body: '{"success":true}' });
    await expect(purger().purge(['k'.repeat(1024)])).resolves.toBeUndefined();
  });

  it.each(purgers)('%s: leaves an unsafe key out of the response header rather than breaking it', (_, purger) => {
    expect(purger().keyHeaderValue(['s1:a', 'two words', 's1:a', 'x\r\nSet-Cookie: y'])).toBe('s1:a');
  });

  it.each(purgers)('%s: purges nothing, and asks nothing, for no keys', async (_, purger) => {
    await purger().purge([]);
    expect(received).toEqual([]);
  });

  it.each(purgers)('%s: rejects, without the token, when the cache cannot be reached', async (_, purger) => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = purger();
    // The same adapter pointed at a port nobody listens on.
    const config =
      unreachable.provider === 'varnish'
        ? ({ provider: 'varnish', url: `http://127.0.0.1:${port}/`, token: TOKEN } as const)
        : unreachable.provider === 'fastly'
          ? ({ provider: 'fastly', serviceId: 'abc', token: TOKEN, apiUrl: `http://127.0.0.1:${port}` } as const)
          : ({ provider: 'cloudflare', zoneId: 'a'.repeat(32), token: TOKEN, apiUrl: `http://127.0.0.1:${port}` } as const);
    expect(await rejection(createPurger(config).purge(['page-1']))).toMatch(
      new RegExp(`^(Varnish|Fastly|Cloudflare) could not be reached at http://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
  });

  it('gives each request a timeout', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const recording: typeof fetch = async (_url, init) => {
      signals.push(init?.signal);
      return new Response('{"success":true}', { status: 200 });
    };
    await createPurger({ provider: 'varnish', url: `${origin}/`, token: TOKEN }, recording).purge(['a']);
    await createPurger({ provider: 'fastly', serviceId: 'abc', token: TOKEN, apiUrl: origin }, recording).purge(['a']);
    await createPurger({ provider: 'cloudflare', zoneId: 'a'.repeat(32), token: TOKEN, apiUrl: origin }, recording).purge(['a']);
    expect(signals).toHaveLength(3);
    for (const signal of signals) expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('says so when the cache does not answer in time', async () => {
    const timingOut: typeof fetch = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    expect(await rejection(createPurger({ provider: 'varnish', url: `${origin}/`, token: TOKEN }, timingOut).purge(['a']))).toBe(
      `Varnish could not be reached at ${origin}: no answer within 10 s`,
    );
  });
});
