/**
 * The production HTTP server: security headers, compression, redirects,
 * prerendered pages, server rendering for the rest, and (with the embedded
 * lake) the content service's public paths under the site's own origin.
 */
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import { NONCE_PLACEHOLDER } from '../app/request-context.ts';
import { ENQUIRY_MAX_BODY_BYTES, ENQUIRY_RATE_LIMIT, ENQUIRY_RATE_WINDOW_MS, RATE_LIMITED_HEADER } from '../app/constants.ts';
import type { SiteConfig } from '../app/env.server.ts';
import { previewMiddleware, type PreviewOptions } from './preview.ts';

export interface AppOptions {
  build: ServerBuild;
  /** build/client: hashed assets and prerendered pages. */
  clientDir: string;
  config: SiteConfig;
  /** With the embedded lake: answers /images/… and queries from the browser in-process. */
  lake?: { handle(req: IncomingMessage, res: ServerResponse): void };
  /** One line per request; tests pass a collector. */
  log?: (line: string) => void;
  /** Enquiries per address per window (default ENQUIRY_RATE_LIMIT). */
  enquiryRateLimit?: number;
  /** Preview checks (tests pass their own validator). */
  preview?: Omit<PreviewOptions, 'config'>;
  /** The live-chat provider's sources, allowed by the CSP (none by default). */
  chatSources?: () => string[];
}

const htmlCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const lakePublicPath = /^\/(images\/[^/]+\/[^/]+\/[^/]+|v[^/]+\/data\/query\/[^/]+)$/;

/** The origins of the content service the browser may talk to (Sanity's CDN and API in production). */
function contentOrigins(config: SiteConfig): { images: string[]; api: string[] } {
  const { content } = config;
  if (content.embedded) return { images: [], api: [] };
  const api = content.apiHost ? [new URL(content.apiHost).origin] : [`https://${content.projectId}.apicdn.sanity.io`, `https://${content.projectId}.api.sanity.io`];
  return { images: ['https://cdn.sanity.io'], api };
}

export function createApp(options: AppOptions): express.Express {
  const { build, clientDir, config, lake } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const origins = contentOrigins(config);
  const chat = options.chatSources ?? (() => []);
  // Exactly the configured chat provider's sources join a directive; with none, nothing is added.
  const withChat = (extra: (sources: string[]) => string[] = (sources) => sources) => () => extra(chat()).join(' ') || "'self'";
  const https = config.siteUrl.startsWith('https://');
  // The Studio's Presentation tool shows the site in an iframe.
  const studioOrigins = process.env.SANITY_STUDIO_URL?.trim() ? [new URL(process.env.SANITY_STUDIO_URL.trim()).origin] : [];
  // The build's own context object (see app/entry.server.tsx): a copy imported here would be another key.
  const nonceContext = (build.entry.module as { nonceContext?: RouterContext<string> }).nonceContext;
  if (!nonceContext) throw new Error('The server build does not export nonceContext from app/entry.server.tsx');
  const app = express();
  app.disable('x-powered-by');

  app.use((req, res, next) => {
    const started = performance.now();
    res.on('finish', () => log(`${req.method} ${req.originalUrl} ${res.statusCode} ${Math.round(performance.now() - started)}ms`));
    next();
  });

  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, withChat()],
          // The visual-editing overlay (preview only) injects its styles.
          styleSrc: ["'self'", (_req, res) => ((res as Response).locals.preview ? "'unsafe-inline'" : "'self'"), withChat()],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...origins.images, withChat()],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...origins.api, withChat((sources) => [...sources, ...sources.map((source) => source.replace(/^http/, 'ws'))])],
          // The video players, created only after a visitor presses play (privacy-enhanced domains only).
          frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', withChat()],
          frameAncestors: ["'self'", ...studioOrigins],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          manifestSrc: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use(previewMiddleware({ config, ...options.preview }));

  // A trailing slash redirects to the one address without it.
  app.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, `${req.path.replace(/\/+$/, '') || '/'}${query}`);
      return;
    }
    next();
  });

  // Form posts: a bounded body (413 past it), and a limit per address on enquiries.
  app.use((req, res, next) => {
    delete req.headers[RATE_LIMITED_HEADER];
    if (req.method !== 'POST' || lakePublicPath.test(req.path)) return next();
    const length = Number(req.headers['content-length']);
    if (!Number.isFinite(length)) {
      res.status(411).type('text').send('A form must be sent with its length.');
      return;
    }
    if (length > ENQUIRY_MAX_BODY_BYTES) {
      res.status(413).type('text').send(`The form is larger than ${ENQUIRY_MAX_BODY_BYTES / 1024} KB. Please shorten your message.`);
      return;
    }
    next();
  });
  app.post(
    '/contact',
    rateLimit({
      windowMs: ENQUIRY_RATE_WINDOW_MS,
      limit: options.enquiryRateLimit ?? ENQUIRY_RATE_LIMIT,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // Over the limit the page still renders, with the visitor's values and a clear message (the action answers 429).
      handler: (req, _res, next) => {
        req.headers[RATE_LIMITED_HEADER] = '1';
        next();
      },
    }),
  );

  if (lake) {
    app.use((req, res, next) => {
      if (lakePublicPath.test(req.path) && (req.method === 'GET' || req.method === 'HEAD' || (req.method === 'POST' && req.path.includes('/data/query/')))) {
        lake.handle(req, res);
        return;
      }
      next();
    });
  }

  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, redirect: false }));
  const staticFiles = express.static(clientDir, { maxAge: '1h', index: false, redirect: false });
  // Prerendered page data (/blog.data) answers only the plain address: with a query (?page=2) or in a preview it is rendered.
  app.use((req, res, next) => (req.path.endsWith('.data') && (res.locals.noStore || req.originalUrl.includes('?')) ? next() : staticFiles(req, res, next)));

  app.use(prerenderedPages(clientDir));

  app.all(
    '/{*splat}',
    (_req, res, next) => {
      res.setHeader('Cache-Control', htmlCacheControl);
      // A page rendered while something failed (503, 500) is never kept by a cache.
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
        if (this.statusCode >= 500 || (typeof args[0] === 'number' && args[0] >= 500)) this.setHeader('Cache-Control', 'no-store');
        return writeHead.apply(this, args);
      } as typeof writeHead;
      next();
    },
    createRequestHandler({
      build,
      getLoadContext: (_req, res) => {
        const context = new RouterContextProvider();
        context.set(nonceContext, res.locals.nonce as string);
        return context;
      },
    }),
  );

  return app;
}

/**
 * Serves the HTML written at build time for a page address (`/about` is
 * build/client/about/index.html), with this request's nonce in place of the
 * placeholder. Requests with a query string are rendered instead: the query
 * may change the page (search, pagination, calculators).
 */
function prerenderedPages(clientDir: string) {
  const cache = new Map<string, string | null>();
  const lookup = async (pathname: string): Promise<string | null> => {
    if (cache.has(pathname)) return cache.get(pathname)!;
    const relative = pathname === '/' ? 'index.html' : path.join(decodeURIComponent(pathname), 'index.html');
    const file = path.join(clientDir, relative);
    const html = file.startsWith(clientDir) && existsSync(file) ? await readFile(file, 'utf8') : null;
    cache.set(pathname, html);
    return html;
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.includes('?') || path.extname(req.path) !== '' || res.locals.noStore) return next();
    try {
      const html = await lookup(req.path);
      if (html === null) return next();
      res.setHeader('Cache-Control', htmlCacheControl);
      res.type('html').send(html.replaceAll(NONCE_PLACEHOLDER, res.locals.nonce as string));
    } catch (error) {
      next(error);
    }
  };
}
