/**
 * Pages: hashed assets (immutable), the HTML and data prerendered at build
 * time, and server rendering for everything else (query strings, previews,
 * forms, pages the build did not know). How long an answer may be cached is
 * decided where it is made: here for files, in app/entry.server.tsx for
 * rendered pages (by status, route and preview).
 */
import { createRequestHandler } from '@react-router/express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import { HTML_CACHE_CONTROL } from '../app/cache-control.ts';
import { NONCE_PLACEHOLDER, type RequestState } from '../app/request-context.ts';
import { isPrivate, requestState } from './request-state.ts';

/** Hashed build assets: the same address never changes. */
export function buildAssets(clientDir: string) {
  return express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, redirect: false });
}

/**
 * Files written by the build: the favicon and friends, and the prerendered
 * page data (`/blog.data`), which answers only the plain address: with a query
 * (`?page=2`) or in a preview it is rendered.
 */
export function buildFiles(clientDir: string) {
  const staticFiles = express.static(clientDir, { maxAge: '1h', index: false, redirect: false });
  return (req: Request, res: Response, next: NextFunction) =>
    req.path.endsWith('.data') && (isPrivate(requestState(res)) || req.originalUrl.includes('?')) ? next() : staticFiles(req, res, next);
}

/**
 * Serves the HTML written at build time for a page address (`/about` is
 * build/client/about/index.html), with this request's nonce in place of the
 * placeholder. Requests with a query string are rendered instead: the query
 * may change the page (search, pagination, calculators). The address is clean
 * by now (normalise.ts); pages are kept by their file, and a miss is never
 * kept, so the cache holds at most the pages the build wrote.
 */
export function prerenderedPages(clientDir: string) {
  const cache = new Map<string, string>();
  const lookup = async (pathname: string): Promise<string | null> => {
    const relative = pathname === '/' ? 'index.html' : path.join(decodeURIComponent(pathname), 'index.html');
    const file = path.join(clientDir, relative);
    if (!file.startsWith(`${clientDir}${path.sep}`)) return null;
    const cached = cache.get(file);
    if (cached !== undefined) return cached;
    if (!existsSync(file)) return null;
    const html = await readFile(file, 'utf8');
    cache.set(file, html);
    return html;
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    const state = requestState(res);
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.originalUrl.includes('?') ||
      path.extname(req.path) !== '' ||
      isPrivate(state)
    )
      return next();
    try {
      const html = await lookup(req.path);
      if (html === null) return next();
      res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
      res.type('html').send(html.replaceAll(NONCE_PLACEHOLDER, state.nonce));
    } catch (error) {
      next(error);
    }
  };
}

/** The production build, or in development a function that loads the current one from Vite. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The build's own context object (see app/entry.server.tsx): a copy imported here would be another key. */
function requestContextOf(build: ServerBuild): RouterContext<RequestState> {
  const context = (build.entry.module as { requestContext?: RouterContext<RequestState> }).requestContext;
  if (!context) throw new Error('The server build does not export requestContext from app/entry.server.tsx');
  return context;
}

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
