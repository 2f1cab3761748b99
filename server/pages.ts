/**
 * Pages: hashed assets (immutable), the build's public files, pages from the
 * page store (static-fast, kept fresh by live updates), and server rendering
 * per request for what is truly per request: query strings, previews, forms.
 * How long an answer may be cached is decided where it is made: here for
 * files and stored pages, in app/entry.server.tsx for rendered pages.
 */
import { createRequestHandler } from '@react-router/express';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import path from 'node:path';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { FAILED_CACHE_CONTROL, HTML_CACHE_CONTROL } from '../app/cache-control.ts';
import { requestContextOf, type PageVariant } from './page-renderer.ts';
import { inlineStyleHashes, type Encoding, type OneOffPage, type PageStore, type StoredPage } from './page-store.ts';
import { isPrivate, requestState } from './request-state.ts';
import { allowInlineHashes, withoutDocumentHeaders } from './security.ts';

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

/** The page and its form a request asks for: `/about` (HTML), `/about.data` (a client navigation), `/_root.data` (the home page's data). */
function pageRequest(req: Request): { path: string; variant: PageVariant } | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.originalUrl.includes('?')) return null;
  if (req.path === '/_root.data') return { path: '/', variant: 'data' };
  if (req.path.endsWith('.data')) return { path: req.path.slice(0, -'.data'.length) || '/', variant: 'data' };
  // Files with an extension are the build's, but for the site's own resource routes.
  if (path.extname(req.path) !== '' && !/^\/(sitemap\.xml|robots\.txt|blog\/rss\.xml)$/.test(req.path)) return null;
  return { path: req.path, variant: 'html' };
}

function encodingFor(req: Request): Encoding {
  const accepted = req.acceptsEncodings(['br', 'gzip', 'identity']);
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

const etagOf = (page: StoredPage, encoding: Encoding) =>
  encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;

/** A stored page, sent as it is: no rendering, no rewriting; 304 when the visitor already has it. */
function sendStored(req: Request, res: Response, page: StoredPage): void {
  const encoding = encodingFor(req);
  const etag = etagOf(page, encoding);
  allowInlineHashes(res, { scripts: page.scriptHashes, styles: page.styleHashes });
  res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  const asked = req.get('If-None-Match');
  if (asked && asked.split(',').some((tag) => [page.etag, etag].includes(tag.trim().replace(/^W\//, '')))) {
    res.status(304).end();
    return;
  }
  const body = page.bodies[encoding];
  res.status(200);
  res.setHeader('Content-Type', page.contentType);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A page rendered for this request only (not found, content missing): sent once, with its scripts allowed by hash. */
function sendOneOff(req: Request, res: Response, page: OneOffPage): void {
  const { rendered } = page;
  allowInlineHashes(res, { scripts: page.scriptHashes, styles: page.styleHashes });
  res.status(rendered.status);
  res.setHeader('Content-Type', rendered.contentType);
  res.setHeader(
    'Cache-Control',
    rendered.status >= 500 || rendered.contentFailed ? FAILED_CACHE_CONTROL : (rendered.cacheControl ?? HTML_CACHE_CONTROL),
  );
  if (rendered.location) res.setHeader('Location', rendered.location);
  res.end(req.method === 'HEAD' ? undefined : rendered.body);
}

/** Answers a page from the page store, rendering (and keeping) it first if the store has not got it yet. */
export function storedPages(store: PageStore) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const asked = pageRequest(req);
    if (!asked || isPrivate(requestState(res)) || store.isPerRequest(asked.path, asked.variant)) return next();
    try {
      const page = await store.page(asked.path, asked.variant);
      if ('bodies' in page) sendStored(req, res, page);
      // A page made for each visitor (a form's token) is rendered again for this one, with a nonce.
      else if (/\b(private|no-store)\b/.test(page.rendered.cacheControl ?? '') && page.rendered.status === 200) next();
      else sendOneOff(req, res, page);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A page rendered for this request (the contact form's, with its token; an
 * address with a query) is finished as a stored page is, so it paints as
 * soon: app/entry.server.tsx renders it whole and hands it to the finisher.
 * Its inline stylesheets are allowed by their hashes; its scripts keep the
 * request's nonce. A preview is sent as rendered (the overlay adds its own).
 */
export function finishRenderedPages(finish: (html: string) => string) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const state = requestState(res);
    if (!isPrivate(state))
      state.finishPage = (html) => {
        const finished = finish(html);
        allowInlineHashes(res, { scripts: [`'nonce-${state.nonce}'`], styles: inlineStyleHashes(finished) });
        return finished;
      };
    next();
  };
}

/** The production build, or in development a function that loads the current one from Vite. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Everything else, rendered by React Router with this request's state in its context. */
export function renderedPages(build: BuildSource) {
  // A production build is checked once, at start; a development one on each request (Vite may have reloaded it).
  const fixed = typeof build === 'function' ? null : requestContextOf(build);
  return createRequestHandler({
    build,
    // Production behaviour whatever NODE_ENV says (other modes send error details to the browser); development under Vite.
    mode: fixed ? 'production' : 'development',
    getLoadContext: async (_req, res) => {
      const provider = new RouterContextProvider();
      provider.set(fixed ?? requestContextOf(await (build as () => Promise<ServerBuild>)()), requestState(res));
      return provider;
    },
  });
}
