/**
 * The production HTTP server, in the order a request meets it: the log line,
 * its state (nonce, preview cookie), security headers, HTTPS only, the one
 * clean address of a page, the methods it takes, compression, preview links,
 * the embedded lake's images, the revalidation webhook, form and search
 * limits, files, stored pages, server rendering per request, and the final
 * error handler. Each step is a module of its own in this folder;
 * docs/decisions/0013-hostile-traffic.md says why each refusal comes before
 * anything looks the request up. Stored pages are answered before all this
 * when nothing in the request needs it (fast-pages.ts).
 */
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import type { SiteConfig } from '../app/env.server.ts';
import { lakePassthrough, remoteLakeImages } from './embedded-lake.ts';
import { finalErrorHandler } from './errors.ts';
import { httpsRedirect } from './https.ts';
import { enquiryRateLimit, formBodyLimit, searchRateLimit } from './limits.ts';
import { methodGuard } from './methods.ts';
import { lowercasePages, normaliseAddress, validHost } from './normalise.ts';
import type { PageStore } from './page-store.ts';
import { buildAssets, buildFiles, finishRenderedPages, renderedPages, storedPages, type BuildSource } from './pages.ts';
import { previewMiddleware, type PreviewOptions } from './preview.ts';
import type { LimitStores } from './rate-limit-store.ts';
import { requestLog } from './request-log.ts';
import { revalidateWebhook } from './revalidate.ts';
import { initRequestState } from './request-state.ts';
import { fastPages } from './fast-pages.ts';
import { recordSecurityHeaders, securityHeaders } from './security.ts';
import { searchApiPath } from '../app/urls.ts';

export interface AppOptions {
  build: BuildSource;
  /** build/client: hashed assets and prerendered pages (none in development). */
  clientDir?: string;
  /** In development: Vite's middleware (modules, styles, hot reload) in place of the build's files. */
  vite?: express.RequestHandler;
  /** The pages kept rendered (none in development). */
  store?: PageStore;
  /** Finishes the build's pages (server/site-pages.ts): those rendered per request too (none in development). */
  finishPage?: (html: string) => string;
  config: SiteConfig;
  /** With the embedded lake: answers /images/… in-process. */
  lake?: { handle(req: IncomingMessage, res: ServerResponse): void };
  /** One line per request; tests pass a collector. */
  log?: (line: string) => void;
  /** Preview checks (tests pass their own validator). */
  preview?: Omit<PreviewOptions, 'config'>;
  /** The live-chat provider's sources, allowed by the CSP (none by default). */
  chatSources?: () => string[];
  /** Where the rate limits count: Redis shared by every instance, or this process (the default). */
  limits?: LimitStores;
}

/**
 * The site's request handler: stored pages straight from memory (fast-pages.ts)
 * when the request is a plain one for a page the store has, the app for
 * everything else.
 */
export function createSite(options: AppOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const chatSources = options.chatSources ?? (() => []);
  const security = securityHeaders(options.config, chatSources, { development: Boolean(options.vite) });
  const app = createApp(options, security);
  const { store } = options;
  if (!store) return app;
  const { config } = options;
  const httpsActive = config.httpsOnly && config.trustProxy !== false;
  const fast = fastPages({
    store,
    // What the app's first checks would answer differently: a Host to refuse, a forwarded host, plain HTTP to redirect.
    declines: (req) =>
      !validHost(req.headers.host) ||
      req.headers['x-forwarded-host'] !== undefined ||
      (httpsActive && req.headers['x-forwarded-proto'] !== undefined && req.headers['x-forwarded-proto'] !== 'https'),
    securityHeaders: recordSecurityHeaders(security),
    securityKey: joinedOnChange(chatSources),
    log: options.log ?? ((line: string) => console.log(line)),
  });
  return (req, res) => {
    if (!fast(req, res)) app(req, res);
  };
}

/** `sources()` joined, joined again only when it returns another array (the chat watcher swaps its list on a change). */
function joinedOnChange(sources: () => string[]): () => string {
  let last: string[] | undefined;
  let joined = '';
  return () => {
    const current = sources();
    if (current !== last) {
      last = current;
      joined = current.join(' ');
    }
    return joined;
  };
}

export function createApp(
  options: AppOptions,
  security = securityHeaders(options.config, options.chatSources ?? (() => []), { development: Boolean(options.vite) }),
): express.Express {
  const { build, clientDir, config, lake } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLog(options.log ?? ((line: string) => console.log(line))));
  app.use(initRequestState);
  const preview = previewMiddleware({ config, ...options.preview });
  // Before the security headers: a preview page's policy differs (the overlay adds its styles).
  app.use(preview.state);
  app.use(security);
  app.use(httpsRedirect(config));
  app.use(normaliseAddress);
  // The signed webhook (JSON, POST) before the methods and form checks that are for visitors.
  app.use(revalidateWebhook(config.revalidateSecret, options.store ?? null));
  app.use(methodGuard);
  app.use(compression());
  app.use(preview.links);
  if (lake) app.use(lakePassthrough(lake));
  else if (config.content.embedded && config.content.apiHost) app.use(remoteLakeImages(config.content.apiHost));
  app.use(formBodyLimit);
  app.post('/contact', enquiryRateLimit(config.enquiryRateLimit, options.limits?.store('rl:enquiry:')));
  app.get(searchApiPath, searchRateLimit(options.limits?.store('rl:search:')));
  if (options.vite) app.use(options.vite);
  if (clientDir) {
    app.use('/assets', buildAssets(clientDir));
    app.use(buildFiles(clientDir));
  }
  app.use(lowercasePages);
  if (options.store) app.use(storedPages(options.store));
  if (options.finishPage) app.use(finishRenderedPages(options.finishPage));
  app.all('/{*splat}', renderedPages(build));
  app.use(finalErrorHandler);
  return app;
}
