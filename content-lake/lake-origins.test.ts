/**
 * Who may reach the lake from a browser: the names it answers to (a page
 * that points its own name at this machine, DNS rebinding, is refused), and
 * which origins may read its answers, with or without credentials.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './raw-http.ts';
import { startTestLake, type TestLake } from './testing.ts';

const site = 'http://localhost:3000';
const studio = 'http://localhost:3334';
let t: TestLake;

beforeAll(async () => {
  t = await startTestLake({ corsOrigins: [site], studioOrigins: [studio], allowedHosts: ['lake.internal'] });
});
afterAll(() => t.stop());

const listen = `/v2023-05-03/data/listen/production?query=${encodeURIComponent('*[_type == "post"]')}`;

/** The status of a request that names `host`, as a browser names the host of the address it was given. */
async function statusFor(host: string, path = '/v2023-05-03/data/query/production?query=count(*)'): Promise<number> {
  const response = await rawRequest({ url: t.lake.url, path, headers: { Host: host } });
  return response.status;
}

describe('the Host a request names', () => {
  it("answers this machine's names, its addresses, and a name it was given", async () => {
    const { port } = t.lake;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `local.localhost:${port}`, `stream-3.local.localhost:${port}`]) {
      expect(await statusFor(host), host).toBe(200);
    }
    expect(await statusFor(`[::1]:${port}`)).toBe(200);
    expect(await statusFor(`LAKE.internal:${port}`)).toBe(200);
  });

  it('refuses any other name with 421, on every address, the listen API and the login included', async () => {
    const refused = await rawRequest({
      url: t.lake.url,
      path: listen,
      headers: { Host: `rebound.example:${t.lake.port}`, Accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(421);
    expect(refused.json).toMatchObject({
      error: { type: 'misdirectedRequest', description: expect.stringContaining('LAKE_ALLOWED_HOSTS') },
    });
    expect(await statusFor('rebound.example')).toBe(421);
    expect(await statusFor(`localhost.rebound.example:${t.lake.port}`)).toBe(421);
    expect(await statusFor('rebound.example', '/health')).toBe(421);
    expect(await statusFor('rebound.example', `/v1/auth/login/lake?origin=${encodeURIComponent(studio)}`)).toBe(421);
    // The Studio's presence socket: a WebSocket has no CORS, so the name is checked before the upgrade too.
    const socket = await rawRequest({
      url: t.lake.url,
      path: '/v2022-06-30/socket/production',
      headers: {
        Host: 'rebound.example',
        Origin: studio,
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(socket.status).toBe(421);
  });

  it('answers what the site passes on (lake.handle) whatever its Host: the site checked it', async () => {
    const passing: Server = createServer((req, res) => t.lake.handle(req, res));
    await new Promise<void>((resolve) => passing.listen(0, '127.0.0.1', resolve));
    try {
      const response = await rawRequest({
        url: `http://127.0.0.1:${(passing.address() as AddressInfo).port}`,
        path: '/health',
        headers: { Host: 'www.ashcombe-vale.example' },
      });
      expect(response.status).toBe(200);
    } finally {
      passing.close();
    }
  });
});

describe('CORS', () => {
  it("lets the site's origin read answers, without credentials, and only a Studio's origin with them", async () => {
    const fromSite = await fetch(`${t.lake.url}/health`, { headers: { Origin: site } });
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(site);
    expect(fromSite.headers.get('access-control-allow-credentials')).toBeNull();
    // The Studio exchanges its session id with credentials (Sanity's own flow), so its origin keeps them.
    const fromStudio = await fetch(`${t.lake.url}/health`, { headers: { Origin: studio } });
    expect(fromStudio.headers.get('access-control-allow-origin')).toBe(studio);
    expect(fromStudio.headers.get('access-control-allow-credentials')).toBe('true');
    const elsewhere = await fetch(`${t.lake.url}/health`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
