/**
 * The production HTTP server, in the order a request meets it: the log line,
 * its state (nonce), security headers, HTTPS only, the one clean address of a
 * page, the methods it takes, compression, preview, the embedded lake's
 * images, form and search limits, files and prerendered pages, server
 * rendering, and the final error handler. Each step is a module of its own in
 * this folder; docs/decisions/0013-hostile-traffic.md says why each refusal
 * comes before anything looks the request up.
 */
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import type { SiteConfig } from '../app/env.server.ts';
import { lakePassthrough } from './embedded-lake.ts';
import { finalErrorHandler } from './errors.ts';
import { httpsRedirect } from './https.ts';
import { enquiryRateLimit, formBodyLimit, searchRateLimit } from './limits.ts';
import { methodGuard } from './methods.ts';
import { normaliseAddress } from './normalise.ts';
import { buildAssets, buildFiles, prerenderedPages, renderedPages, type BuildSource } from './pages.ts';
import { previewMiddleware, type PreviewOptions } from './preview.ts';
import { requestLog } from './request-log.ts';
import { initRequestState } from './request-state.ts';
import { securityHeaders } from './security.ts';
import { searchApiPath } from '../app/urls.ts';

export interface AppOptions {
  build: BuildSource;
  /** build/client: hashed assets and prerendered pages (none in development). */
  clientDir?: string;
  /** In development: Vite's middleware (modules, styles, hot reload) in place of the build's files. */
  vite?: express.RequestHandler;
  config: SiteConfig;
  /** With the embedded lake: answers /images/… in-process. */
  lake?: { handle(req: IncomingMessage, res: ServerResponse): void };
  /** One line per request; tests pass a collector. */
  log?: (line: string) => void;
  /** Preview checks (tests pass their own validator). */
  preview?: Omit<PreviewOptions, 'config'>;
  /** The live-chat provider's sources, allowed by the CSP (none by default). */
  chatSources?: () => string[];
}

export function createApp(options: AppOptions): express.Express {
  const { build, clientDir, config, lake } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLog(options.log ?? ((line: string) => console.log(line))));
  app.use(initRequestState);
  app.use(securityHeaders(config, options.chatSources ?? (() => []), { development: Boolean(options.vite) }));
  app.use(httpsRedirect(config));
  app.use(normaliseAddress);
  app.use(methodGuard);
  app.use(compression());
  app.use(previewMiddleware({ config, ...options.preview }));
  if (lake) app.use(lakePassthrough(lake));
  app.use(formBodyLimit);
  app.post('/contact', enquiryRateLimit(config.enquiryRateLimit));
  app.get(searchApiPath, searchRateLimit());
  if (options.vite) app.use(options.vite);
  if (clientDir) {
    app.use('/assets', buildAssets(clientDir));
    app.use(buildFiles(clientDir));
    app.use(prerenderedPages(clientDir));
  }
  app.all('/{*splat}', renderedPages(build));
  app.use(finalErrorHandler);
  return app;
}
