/**
 * The production HTTP server, in the order a request meets it: the log line,
 * its state (nonce, preview cookie), security headers, compression, preview
 * links, the one address of a page (no trailing slash), the embedded lake's
 * public paths, form limits, the revalidation webhook, files, stored pages,
 * server rendering per request, and the final error handler.
 * Each step is a module of its own in this folder.
 */
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import type { SiteConfig } from '../app/env.server.ts';
import { lakePassthrough } from './embedded-lake.ts';
import { finalErrorHandler } from './errors.ts';
import { enquiryRateLimit, formBodyLimit } from './limits.ts';
import type { PageStore } from './page-store.ts';
import { buildAssets, buildFiles, renderedPages, storedPages, type BuildSource } from './pages.ts';
import { previewMiddleware, type PreviewOptions } from './preview.ts';
import { requestLog } from './request-log.ts';
import { revalidateWebhook } from './revalidate.ts';
import { initRequestState } from './request-state.ts';
import { securityHeaders } from './security.ts';

export interface AppOptions {
  build: BuildSource;
  /** build/client: hashed assets and prerendered pages (none in development). */
  clientDir?: string;
  /** In development: Vite's middleware (modules, styles, hot reload) in place of the build's files. */
  vite?: express.RequestHandler;
  /** The pages kept rendered (none in development). */
  store?: PageStore;
  config: SiteConfig;
  /** With the embedded lake: answers /images/… and queries from the browser in-process. */
  lake?: { handle(req: IncomingMessage, res: ServerResponse): void };
  /** One line per request; tests pass a collector. */
  log?: (line: string) => void;
  /** Preview checks (tests pass their own validator). */
  preview?: Omit<PreviewOptions, 'config'>;
  /** The live-chat provider's sources, allowed by the CSP (none by default). */
  chatSources?: () => string[];
}

/** A trailing slash redirects (301) to the one address without it, keeping the query. */
function withoutTrailingSlash(req: express.Request, res: express.Response, next: express.NextFunction): void {
  if ((req.method === 'GET' || req.method === 'HEAD') && req.path.length > 1 && req.path.endsWith('/')) {
    const query = req.originalUrl.slice(req.path.length);
    res.redirect(301, `${req.path.replace(/\/+$/, '') || '/'}${query}`);
    return;
  }
  next();
}

export function createApp(options: AppOptions): express.Express {
  const { build, clientDir, config, lake } = options;
  const app = express();
  app.disable('x-powered-by');

  app.use(requestLog(options.log ?? ((line: string) => console.log(line))));
  app.use(initRequestState);
  const preview = previewMiddleware({ config, ...options.preview });
  // Before the security headers: a preview page's policy differs (the overlay adds its styles).
  app.use(preview.state);
  app.use(securityHeaders(config, options.chatSources ?? (() => []), { development: Boolean(options.vite) }));
  app.use(compression());
  app.use(preview.links);
  app.use(withoutTrailingSlash);
  if (lake) app.use(lakePassthrough(lake));
  app.use(formBodyLimit);
  app.post('/contact', enquiryRateLimit(config.enquiryRateLimit));
  if (options.vite) app.use(options.vite);
  app.use(revalidateWebhook(config.revalidateSecret, options.store ?? null));
  if (clientDir) {
    app.use('/assets', buildAssets(clientDir));
    app.use(buildFiles(clientDir));
  }
  if (options.store) app.use(storedPages(options.store));
  app.all('/{*splat}', renderedPages(build));
  app.use(finalErrorHandler);
  return app;
}
