/**
 * The HTTP server, in the order a request meets it: the log line, security
 * headers, HTTPS only, the one clean address of a page, the methods it takes,
 * compression (of files and plain answers: pages are sent compressed), preview
 * links, the embedded lake's images, the revalidation webhook, form and search
 * limits, files, pages (server/pages.ts: from the page store or rendered for
 * the request, sent by server/send-page.ts), and the final error handler.
 * Each step is a module of its own in this folder;
 * docs/decisions/0013-hostile-traffic.md says why each refusal comes before
 * anything looks the request up. A plain request for a page the store keeps
 * is answered before all this, by the same sender, when nothing in the
 * request needs the rest (fast-pages.ts). `npm run dev` runs the same, with
 * Vite's modules in place of the build's files and no page store.
 */
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import type { SiteConfig } from '../app/env.server.ts';
import { lakePassthrough, remoteLakeImages } from './embedded-lake.ts';
import { finalErrorHandler } from './errors.ts';
import { httpsRedirect } from './https.ts';
import { byAddressTurns, type TrustedProxies } from './address-turns.ts';
import { acknowledgementLimit, enquiryCounter, formBodyLimit, previewLinkRateLimit, renderLimit, searchRateLimit } from './limits.ts';
import { methodGuard } from './methods.ts';
import { sameOriginWrites } from './origin.ts';
import { lowercasePages, normaliseAddress, validHost } from './normalise.ts';
import type { PageStore, StoredPage } from './page-store.ts';
import { pageSurrogateKey, SITE_SURROGATE_KEY } from './cache-purge.ts';
import type { CachePurger } from './purge.ts';
import { SHARED_CACHE_SECONDS } from '../app/cache-control.ts';
import { perRenderWindow } from '../app/constants.ts';
import { buildAssets, buildFiles, pages } from './pages.ts';
import { pageAddresses } from './page-address.ts';
import { RenderCache } from './render-cache.ts';
import { previewMiddleware, type PreviewOptions } from './preview.ts';
import type { LimitStores } from './rate-limit-store.ts';
import { createRenderer, type BuildSource, type Renderer } from './render.ts';
import { requestLog } from './request-log.ts';
import { revalidateWebhook } from './revalidate.ts';
import { fastPages } from './fast-pages.ts';
import { createSender, type SendablePage, type SendPage } from './send-page.ts';
import { pageSecurityHeaders, securityHeaders } from './security.ts';
import { searchApiPath } from '../app/urls.ts';

export interface AppOptions {
  build: BuildSource;
  /** build/client: hashed assets and prerendered pages (none in development). */
  clientDir?: string;
  /** In development: Vite's middleware (modules, styles, hot reload) in place of the build's files. */
  vite?: express.RequestHandler;
  /** The pages kept rendered (none in development). */
  store?: PageStore;
  /** The renderer of the build (the page store's, so that both share it); made from `build` if not given. */
  render?: Renderer;
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
  /** The cache in front that the site purges (server/purge.ts): kept pages carry its keys and may be kept a day. */
  purger?: CachePurger;
}

/**
 * What a kept page tells the cache in front: its keys (its content's sync tags, its own, which the site purges
 * when the page changes, and the site's, purged after a deploy: cache-purge.ts), and to keep it a day. A page made for one request (a query string, a
 * preview, a form) gets none: nothing purges it, and it keeps the short lifetime of HTML_CACHE_CONTROL.
 */
export function sharedCacheHeaders(purger: CachePurger | undefined) {
  if (!purger) return undefined;
  const lifetime = purger.provider === 'cloudflare' ? 'Cloudflare-CDN-Cache-Control' : 'Surrogate-Control';
  return (page: SendablePage): [string, string][] => {
    // Kept pages and kept redirects (an editor's, or a page that moved): both are purged when they change.
    if (!isKept(page) || (page.status !== 200 && (page.status < 300 || page.status >= 400))) return [];
    const keys = [...page.syncTags, pageSurrogateKey(page.path, page.variant), SITE_SURROGATE_KEY];
    return [
      [lifetime, `max-age=${SHARED_CACHE_SECONDS}`],
      [purger.keyHeader, purger.keyHeaderValue(keys)],
    ];
  };
}

const isKept = (page: SendablePage): page is StoredPage => 'renderedAt' in page;

/**
 * The site's request handler: each address's turn (address-turns.ts), then
 * stored pages straight from memory (fast-pages.ts) when the request is a
 * plain one for a page the store has, the app for everything else.
 */
export function createSite(options: AppOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const chatSources = options.chatSources ?? (() => []);
  const security = securityHeaders(options.config, chatSources, { development: Boolean(options.vite) });
  const send = createSender({
    security: pageSecurityHeaders(security),
    securityKey: joinedOnChange(chatSources),
    sharedCache: sharedCacheHeaders(options.purger),
  });
  const app = createApp(options, security, send);
  const { store, config } = options;
  // In development one browser asks for Vite's hundreds of modules at once: no turns.
  if (options.vite) return app;
  // Every request, the stored pages' too, takes its address's turn first (address-turns.ts), by the address express
  // finds behind the proxies it trusts.
  const trusted = app.get('trust proxy fn') as TrustedProxies;
  if (!store) return byAddressTurns(app, config, trusted);
  const httpsActive = config.httpsOnly && config.trustProxy !== false;
  const fast = fastPages({
    store,
    send,
    // What the app's first checks would answer differently: a Host to refuse, a forwarded host, plain HTTP to redirect.
    declines: (req) =>
      !validHost(req.headers.host) ||
      req.headers['x-forwarded-host'] !== undefined ||
      (httpsActive && req.headers['x-forwarded-proto'] !== undefined && req.headers['x-forwarded-proto'] !== 'https'),
    log: options.log ?? ((line: string) => console.log(line)),
  });
  return byAddressTurns(
    (req, res) => {
      if (!fast(req, res)) app(req, res);
    },
    config,
    trusted,
  );
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
  send: SendPage = createSender({
    security: pageSecurityHeaders(security),
    securityKey: joinedOnChange(options.chatSources ?? (() => [])),
    sharedCache: sharedCacheHeaders(options.purger),
  }),
): express.Express {
  const { build, clientDir, config, lake, store } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLog(options.log ?? ((line: string) => console.log(line))));
  app.use(security);
  app.use(httpsRedirect(config));
  app.use(normaliseAddress);
  // The signed webhook (JSON, POST) before the methods and form checks that are for visitors.
  app.use(revalidateWebhook(config.revalidateSecret, store ?? null));
  app.use(methodGuard);
  app.use(sameOriginWrites(config.siteUrl));
  app.use(compression());
  const preview = previewMiddleware({ config, ...options.preview });
  app.use(previewLinkRateLimit(options.limits?.store('rl:preview:')));
  app.use(preview.links);
  if (lake) app.use(lakePassthrough(lake));
  else if (config.content.embedded && config.content.apiHost) app.use(remoteLakeImages(config.content.apiHost));
  app.use(formBodyLimit);
  app.get(searchApiPath, searchRateLimit(options.limits?.store('rl:search:')));
  if (options.vite) app.use(options.vite);
  if (clientDir) {
    app.use('/assets', buildAssets(clientDir));
    app.use(buildFiles(clientDir));
  }
  // Pages made for a query string, kept for the next visitor who asks the same, forgotten as the store's pages are.
  const cache = store ? new RenderCache() : undefined;
  if (cache) store?.onInvalidate((tags) => (tags === 'all' ? cache.invalidateAll() : cache.invalidate(tags)));
  const limit = renderLimit({
    perWindow: perRenderWindow(config.renderRateLimit),
    atOnce: config.renderConcurrencyPerAddress,
    store: options.limits?.store('rl:render:'),
  });
  const countEnquiry = enquiryCounter(config.enquiryRateLimit, options.limits?.store('rl:enquiry:'));
  const mayAcknowledge = acknowledgementLimit(options.limits?.store('rl:acknowledge:'));
  app.use(lowercasePages);
  app.all(
    '/{*splat}',
    pages({
      render: options.render ?? createRenderer(build),
      send,
      store,
      address: pageAddresses(build),
      cache,
      limit,
      facts: (req, res) => ({ lane: 'visitor', ...preview.read(req, res), countEnquiry: () => countEnquiry(req, res), mayAcknowledge }),
    }),
  );
  app.use(finalErrorHandler);
  return app;
}
