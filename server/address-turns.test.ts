import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../app/env.server.ts';
import { byAddressTurns, pacer } from './address-turns.ts';

const config = (env: Record<string, string> = {}) =>
  readConfig({ SANITY_PROJECT_ID: 'abc123', SITE_URL: 'http://127.0.0.1', ADDRESS_CONCURRENCY: '2', ...env });

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/**
 * A server whose answers wait until the test lets them go: `held` lists the requests the handler has begun, by the
 * path they asked for, and `answer(path)` ends one.
 */
async function holdingServer(env?: Record<string, string>) {
  const begun = new Map<string, ServerResponse>();
  const handler = (req: IncomingMessage, res: ServerResponse) => void begun.set(req.url!, res);
  const site = config(env);
  // The proxies express trusts for this configuration, as createSite hands them over.
  const gated = byAddressTurns(handler, site, express().set('trust proxy', site.trustProxy).get('trust proxy fn'));
  server = createServer(gated);
  server.keepAliveTimeout = 1;
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const ask = (path: string, localAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; headers: IncomingMessage['headers'] }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, localAddress, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
      })
        .on('error', reject)
        .end();
    });
  const answer = (path: string) => {
    begun.get(path)!.end(path);
    begun.delete(path);
  };
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve));
  };
  return { begun, ask, answer, until, gated };
}

describe('turns per client address', () => {
  it('answer a few of one address’s requests at once; the next wait, untouched, and another address is answered meanwhile', async () => {
    const { begun, ask, answer, until, gated } = await holdingServer();
    const arrived = new Set<string>();
    server!.on('request', (req: IncomingMessage) => arrived.add(req.url!));
    const first = ask('/a1');
    const second = ask('/a2');
    const third = ask('/a3');
    // The third has arrived, and waits.
    await until(() => begun.size === 2 && arrived.has('/a3'));
    expect([...begun.keys()].sort()).toEqual(['/a1', '/a2']);

    const other = ask('/b1', '127.0.0.2');
    await until(() => begun.has('/b1'));
    answer('/b1');
    expect((await other).body).toBe('/b1');

    answer('/a1');
    expect((await first).body).toBe('/a1');
    await until(() => begun.has('/a3'));
    answer('/a2');
    answer('/a3');
    expect([(await second).body, (await third).body]).toEqual(['/a2', '/a3']);
    // Nothing is kept of an address once its requests are answered.
    await until(() => gated.held === 0);
  });

  it('tell an address past its waiting requests to wait, in a line it can read, before anything else runs', async () => {
    const { begun, ask, answer, until, gated } = await holdingServer();
    // Two at once and 2 × 8 waiting.
    const kept = Array.from({ length: 18 }, (_, i) => ask(`/a${i}`));
    await until(() => begun.size === 2);
    const refused = await ask('/one-too-many');
    expect(refused.status).toBe(429);
    expect(refused.body).toBe('Too many requests from your address. Please wait a moment and try again.');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-security-policy']).toBeDefined();
    expect(begun.has('/one-too-many')).toBe(false);
    for (let i = 0; i < 18; i++) {
      await until(() => begun.has(`/a${i}`));
      answer(`/a${i}`);
    }
    expect((await Promise.all(kept)).every(({ status }) => status === 200)).toBe(true);
    await until(() => gated.held === 0);
  });

  it('know a client behind a trusted proxy by the address the proxy forwards', async () => {
    const { begun, ask, answer, until } = await holdingServer({ TRUST_PROXY: '1' });
    const visitor = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    const held = [ask('/a1', '127.0.0.1', visitor(1)), ask('/a2', '127.0.0.1', visitor(1))];
    await until(() => begun.size === 2);
    // Another visitor behind the same proxy has turns of its own.
    const other = ask('/b1', '127.0.0.1', visitor(2));
    await until(() => begun.has('/b1'));
    for (const path of ['/a1', '/a2', '/b1']) answer(path);
    expect((await Promise.all([...held, other])).map(({ status }) => status)).toEqual([200, 200, 200]);
  });

  it('let a waiting request go when its client leaves, and start nothing for it', async () => {
    const { begun, ask, answer, until, gated } = await holdingServer();
    const arrived = new Set<string>();
    const sockets = new Set<import('node:net').Socket>();
    server!.on('request', (req: IncomingMessage) => arrived.add(req.url!));
    server!.on('connection', (socket) => sockets.add(socket));
    const held = [ask('/a1'), ask('/a2')];
    await until(() => begun.size === 2);
    const leaving = request({ host: '127.0.0.1', port: (server!.address() as AddressInfo).port, path: '/gone', agent: false });
    leaving.on('error', () => undefined).end();
    // It waits its turn; then its client goes, and the server sees it go.
    await until(() => arrived.has('/gone'));
    leaving.destroy();
    await until(() => [...sockets].filter((socket) => !socket.destroyed).length === 2);
    answer('/a1');
    answer('/a2');
    await Promise.all(held);
    await until(() => gated.held === 0);
    expect(begun.has('/gone')).toBe(false);
  });

  it('keep a pace: a burst at once, then so many a second; a request that would wait too long is told to wait', async () => {
    // One a second past a burst of ten; 2 s at most of waiting (MAX_PACE_WAIT_MS).
    const { begun, ask, answer, until, gated } = await holdingServer({ ADDRESS_CONCURRENCY: '100', ADDRESS_RATE: '1' });
    const burst = Array.from({ length: 10 }, (_, i) => ask(`/a${i}`));
    await until(() => begun.size === 10);
    const [eleventh, twelfth] = [ask('/a10'), ask('/a11')];
    // The thirteenth would wait three seconds: it is told to wait at once.
    const refused = await ask('/a12');
    expect(refused.status).toBe(429);
    expect(begun.has('/a10')).toBe(false);
    // Another address has a pace of its own.
    const other = ask('/b1', '127.0.0.2');
    await until(() => begun.has('/b1'));
    // The eleventh and twelfth come in their moments.
    await until(() => begun.has('/a10'));
    await until(() => begun.has('/a11'));
    for (const path of [...begun.keys()]) answer(path);
    expect((await Promise.all([...burst, eleventh, twelfth, other])).every(({ status }) => status === 200)).toBe(true);
    await until(() => gated.held === 0);
  });
});

describe('a pace per key', () => {
  it('gives a burst at once, then one every 1/rate seconds, refuses past the longest wait, and forgets a full bucket', async () => {
    let now = 0;
    const pace = pacer(2, 3, 1000, () => now, 5);
    expect([pace.reserve('a'), pace.reserve('a'), pace.reserve('a')]).toEqual([0, 0, 0]);
    // Half a second for the next token, then one second, then past the longest wait.
    expect(pace.reserve('a')).toBe(500);
    expect(pace.reserve('a')).toBe(1000);
    expect(pace.reserve('a')).toBeNull();
    expect(pace.reserve('b'), 'another key').toBe(0);
    // Two seconds later two tokens are back (none owed now): one more goes at once.
    now = 2000;
    expect(pace.reserve('a')).toBe(0);
    // Once both are full again, nothing is kept of them.
    now = 10_000;
    await expect.poll(() => pace.size).toBe(0);
    pace.stop();
  });
});
