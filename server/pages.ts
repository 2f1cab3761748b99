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
import { RENDER_RATE_WINDOW_MS } from '../app/constants.ts';
import { plainAnswer } from './errors.ts';
import type { PageAddress } from './page-address.ts';
import type { PageStore } from './page-store.ts';
import { mayBeKept, requestOf, type Renderer, type RequestFacts } from './render.ts';
import type { RenderCache } from './render-cache.ts';
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
 * Every page: from the page store when a GET asks for a page it keeps (its query string holding nothing the page
 * reads: page-address.ts), the kept not-found page for an address no page has, otherwise rendered for this request
 * (the parameters the page reads, a form, a preview, a page made for each visitor) and sent the one way
 * (server/send-page.ts). A page made for a query string is kept for the next visitor asking for the same
 * (render-cache.ts); a page made for one address alone counts against that address's render limit (limits.ts). The
 * request's facts (a preview, a refused one, over the enquiry limit) are read here, once, for the render.
 */
export function pages(options: {
  render: Renderer;
  send: SendPage;
  store: PageStore | undefined;
  facts: (req: Request, res: Response) => RequestFacts;
  /** The address a request is answered as (page-address.ts). */
  address: (target: string) => Promise<PageAddress>;
  /** Pages made for a query string, kept for the next visitor (with a store only). */
  cache?: RenderCache;
  /** Takes an address's turn to have a page made for it alone, or refuses (limits.ts). */
  limit?: (address: string) => Promise<(() => void) | null>;
}) {
  const { render, send, store, cache, limit } = options;
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const facts = options.facts(req, res);
      const reading = req.method === 'GET' || req.method === 'HEAD';
      // A form's post, a preview (or its refusal notice): for one visitor, made for them as they asked.
      if (!reading || facts.preview || facts.previewRefused) return await send(req, res, await render(requestOf(req, res), facts));
      const address = await options.address(req.originalUrl);
      if (store && address.search === '') {
        // An address only the catch-all route answers, and no editor's page is at: the one kept not-found page.
        if (address.unknown && !store.keeps(address.path, address.variant))
          return await send(req, res, await store.notFound(address.variant));
        // A page the store keeps (or will: its address is the content's). Any other (a slug no document has) is made
        // for this request, and counts against its address like any other.
        if (store.keeps(address.path, address.variant) && !store.isPerRequest(address.path, address.variant)) {
          const page = await store.page(address.path, address.variant);
          // A page made for each visitor (a form with its own token) is made again for this one.
          if (page.status !== 200 || mayBeKept(page)) return await send(req, res, page);
        }
      }
      // The page's own address with only what it reads: one render for every spelling (and every tracking id), kept
      // for the next visitor who asks the same, shared with those who ask meanwhile.
      const target = `${req.path}${address.search}`;
      const make = async () => {
        const release = limit ? await limit(req.ip ?? 'unknown') : () => undefined;
        if (!release) return null;
        try {
          return await render(requestOf(req, res, target), facts);
        } finally {
          release();
        }
      };
      const answer = cache ? await cache.page(`${req.method} ${target}`, make) : { page: await make(), shared: false };
      // Another's render serves only if any visitor may have it (not a form with its own token), and came to be.
      const page = answer.shared && (answer.page === null || !mayBeKept(answer.page)) ? await make() : answer.page;
      if (!page) {
        res.setHeader('Retry-After', String(Math.ceil(RENDER_RATE_WINDOW_MS / 1000 / 4)));
        return plainAnswer(res, 429, 'Too many pages were asked for from your address just now. Please wait a moment and try again.');
      }
      await send(req, res, page);
    } catch (error) {
      next(error);
    }
  };
}
