/**
 * Pages: hashed assets (immutable), the build's public files, and every page,
 * from the page store (static-fast, kept fresh by live updates) or rendered
 * for the request: query strings, previews, forms. How long an answer may be
 * cached is decided where it is made: here for files, in
 * app/entry.server.tsx (and a route's own headers) for pages.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import path from 'node:path';
import { pageKey, type PageStore } from './page-store.ts';
import { mayBeKept, requestOf, type Renderer, type RequestFacts } from './render.ts';
import type { SendPage } from './send-page.ts';
import { withoutDocumentHeaders } from './security.ts';

/**
 * Hashed build assets: the same address never changes, so no Last-Modified,
 * ETag or Accept-Ranges (nothing revalidates an immutable file or fetches a
 * part of one; each would be bytes on every script a page loads). Scripts
 * and stylesheets are sent as the build compressed them (`precompressAssets`
 * in server/build-app.ts), brotli first; the build's scripts, stylesheets and
 * fonts go without the headers only a document obeys.
 */
export function buildAssets(clientDir: string) {
  return expressStaticGzip(path.join(clientDir, 'assets'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      immutable: true,
      maxAge: '1y',
      lastModified: false,
      etag: false,
      acceptRanges: false,
      redirect: false,
      setHeaders: (res, file) => {
        if (/\.(js|css|woff2?)(\.br|\.gz)?$/.test(file)) withoutDocumentHeaders(res);
      },
    },
  });
}

/** The build's public files (the favicon, the built-in pictures). */
export function buildFiles(clientDir: string) {
  return express.static(clientDir, { maxAge: '1h', index: false, redirect: false });
}

/**
 * Every page: from the page store when a plain request asks for one it keeps
 * (or renders and keeps it), otherwise rendered for this request (a query
 * string, a form, a preview, a page made for each visitor), and sent the one
 * way (server/send-page.ts). The request's facts (a preview, a refused one,
 * over the enquiry limit) are read here, once, for the render.
 */
export function pages(options: {
  render: Renderer;
  send: SendPage;
  store: PageStore | undefined;
  facts: (req: Request, res: Response) => RequestFacts;
}) {
  const { render, send, store } = options;
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const facts = options.facts(req, res);
      const key = facts.preview || facts.previewRefused ? null : pageKey(req.method, req.originalUrl);
      if (key && store && !store.isPerRequest(key.path, key.variant)) {
        const page = await store.page(key.path, key.variant);
        // A page made for each visitor (a form with its own token) is made again for this one.
        if (page.status !== 200 || mayBeKept(page)) return await send(req, res, page);
      }
      await send(req, res, await render(requestOf(req, res), facts));
    } catch (error) {
      next(error);
    }
  };
}
