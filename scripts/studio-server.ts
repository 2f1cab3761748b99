/**
 * Serves a built Sanity Studio (`sanity build`) on this machine, pointed at
 * the embedded lake: its files as they are (hashed files cached for a year),
 * and for every other address the Studio's page (it routes in the browser),
 * with the lake's and the site's addresses set before the Studio's code runs.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express from 'express';

export interface StudioServerOptions {
  /** The `sanity build` output folder. */
  buildDir: string;
  /** The lake's origin on a `localhost` name (the Studio's clients prefix it with the project id). */
  apiHost: string;
  /** The website the Presentation tool shows. */
  siteUrl: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
}

export interface StudioServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The Studio's page for this lake and site: their addresses are set before
 * the Studio's code runs (studio/lake.ts reads them), and the stream worker
 * below is registered.
 */
export function studioPage(html: string, runtime: { apiHost: string; siteUrl: string }): string {
  const config = JSON.stringify(runtime).replace(/</g, '\\u003c');
  const script = `window.__LAKE_STUDIO__=${config};navigator.serviceWorker?.register('${streamWorkerPath}')`;
  return html.replace(/<head([^>]*)>/, `<head$1><script>${script}</script>`);
}

const streamWorkerPath = '/lake-streams.js';

/**
 * A service worker for the Studio's event streams. The lake speaks HTTP/1.1
 * (a browser speaks HTTP/2 only over TLS), and a browser opens at most six
 * connections to one host name: the Studio keeps several event streams open
 * at once (document listeners, live events; the Presentation tool alone
 * opens five), which would leave none for its other requests, and those
 * would wait for ever. Sanity's API is HTTP/2, where streams share one
 * connection. Here each stream goes to a host name of its own instead (any
 * name under localhost reaches this machine), so the lake's own name keeps
 * its connections for everything else.
 */
export function streamWorker(apiHost: string): string {
  return `const lake = new URL(${JSON.stringify(apiHost)});
const stream = /^\\/v[^/]+\\/data\\/(listen|live\\/events)\\//;
let next = 0;
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const lakeHost = url.hostname === lake.hostname || url.hostname.endsWith('.' + lake.hostname);
  if (url.port !== lake.port || !lakeHost || !stream.test(url.pathname)) return;
  next = (next + 1) % 64;
  url.hostname = 'stream-' + next + '.' + url.hostname;
  event.respondWith(fetch(new Request(url, event.request)));
});
`;
}

export async function startStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  const page = studioPage(await readFile(path.join(options.buildDir, 'index.html'), 'utf8'), {
    apiHost: options.apiHost,
    siteUrl: options.siteUrl,
  });
  const app = express();
  app.disable('x-powered-by');
  // The Studio is some 9 MB of scripts: compressed, it loads in a third of the time.
  app.use(compression());
  app.use('/static', express.static(path.join(options.buildDir, 'static'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.get('/favicon.ico', (_req, res) => res.sendFile(path.join(options.buildDir, 'favicon.ico')));
  const worker = streamWorker(options.apiHost);
  app.get(streamWorkerPath, (_req, res) => {
    res.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.send(worker);
  });
  app.get('/{*splat}', (_req, res) => {
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    res.send(page);
  });
  const server: Server = createServer(app);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3334, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
