import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../app/env.server.ts';
import { rawRequest } from '../content-lake/raw-http.ts';
import { httpsRedirect } from './https.ts';

const servers: ReturnType<express.Express['listen']>[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A tiny app with the redirect in front, as server/app.ts sets it up, for the given environment. */
async function site(env: NodeJS.ProcessEnv): Promise<string> {
  const config = readConfig({ SANITY_PROJECT_ID: 'local', ...env });
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.use(httpsRedirect(config));
  app.all('/{*splat}', (_req, res) => {
    res.send('page');
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('HTTPS only', () => {
  it('redirects what a trusted proxy says came over plain HTTP to SITE_URL over HTTPS, keeping the address', async () => {
    const url = await site({ SITE_URL: 'https://www.example.com', TRUST_PROXY: 'loopback' });
    const read = await rawRequest({ url, path: '/about?x=1', headers: { 'X-Forwarded-Proto': 'http', Host: 'evil.example' } });
    expect(read.status).toBe(301);
    expect(read.headers.location).toBe('https://www.example.com/about?x=1');
    const form = await rawRequest({ url, path: '/contact', method: 'POST', headers: { 'X-Forwarded-Proto': 'http' }, body: 'a=b' });
    expect(form.status).toBe(308);
    expect((await rawRequest({ url, path: '/about', headers: { 'X-Forwarded-Proto': 'https' } })).status).toBe(200);
  });

  it('redirects nothing when it cannot tell: no trusted proxy, or no X-Forwarded-Proto', async () => {
    const untrusted = await site({ SITE_URL: 'https://www.example.com' });
    expect((await rawRequest({ url: untrusted, path: '/about', headers: { 'X-Forwarded-Proto': 'http' } })).status).toBe(200);
    const trusted = await site({ SITE_URL: 'https://www.example.com', TRUST_PROXY: '1' });
    expect((await rawRequest({ url: trusted, path: '/about' })).status).toBe(200);
  });

  it('is off for a site on plain HTTP, and when turned off', async () => {
    const plain = await site({ TRUST_PROXY: '1' });
    expect((await rawRequest({ url: plain, path: '/about', headers: { 'X-Forwarded-Proto': 'http' } })).status).toBe(200);
    const off = await site({ SITE_URL: 'https://www.example.com', TRUST_PROXY: '1', HTTPS_ONLY: 'false' });
    expect((await rawRequest({ url: off, path: '/about', headers: { 'X-Forwarded-Proto': 'http' } })).status).toBe(200);
  });
});
