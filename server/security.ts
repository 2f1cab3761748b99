/**
 * Security headers for every answer (helmet): a Content-Security-Policy
 * allowing exactly what the pages load (the content
 * service's images in production, the privacy-enhanced video players, the
 * chat provider when one is configured), each source once; framing by the
 * Studio only (frame-ancestors: X-Frame-Options cannot name another origin,
 * and every browser that obeys it obeys frame-ancestors before it); HSTS when
 * the site is served over HTTPS (over plain HTTP a browser ignores it, and it
 * would only mislead whoever reads the headers); a strict referrer policy, and a Permissions-Policy that
 * turns off every powerful feature (the site uses none). The same headers go
 * on answers made before a page could be (errors, and the raw answers to
 * malformed HTTP in http-server.ts). A page's policy also names the hashes of
 * its own inline scripts and styles (`pageSecurityHeaders`): no page carries a
 * nonce, so a page is the same for every visitor and any cache may keep it.
 * The build's scripts, stylesheets and fonts go without the headers only a
 * document obeys (`withoutDocumentHeaders`).
 */
import type { Request, Response } from 'express';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { SiteConfig } from '../app/env.server.ts';
import type { InlineHashes } from '../app/request.server.ts';
import { PLAYER_ORIGINS } from '../app/media/video-embed.ts';

/** The content service's image origin the browser may load (Sanity's CDN in production; the site's own for the embedded lake). */
function contentImageOrigins(config: SiteConfig): string[] {
  return config.content.embedded ? [] : ['https://cdn.sanity.io'];
}

/**
 * Features no page of the site uses, turned off for it and anything it frames; and autoplay for the video players
 * only, which start the film the visitor has just asked for (the iframe's `allow` can delegate no more than this).
 * Only features Chromium knows: it logs a warning on every page for any other.
 */
const permissionsPolicy = [
  ...[
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
    'interest-cohort',
    'browsing-topics',
  ].map((feature) => `${feature}=()`),
  // A frame can have a feature only where its page has it too: hence self (the site plays no media of its own).
  `autoplay=(self ${PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`,
].join(', ');

/** A directive's sources, each once, in order; the empty ones (no chat configured) left out. */
const unique = (sources: (string | undefined)[]) => [...new Set(sources.filter((source): source is string => Boolean(source)))].join(' ');

type Directive = (req: unknown, res: unknown) => string;

/**
 * Where a page may load scripts from: the build's own folder (`/assets/`) on the host the visitor asked for, so that
 * nothing else on the site's origin (an editor's upload passed on from the content service, a file of a brief) can
 * ever run as a script, even if it were sent as one. Without a host name to name (an IPv6 literal, none at all), the
 * origin as a whole. In development, the origin: Vite serves modules from the sources.
 */
function scriptSource(req: unknown, development: boolean): string {
  const host = (req as { headers?: { host?: unknown } } | undefined)?.headers?.host;
  if (development || typeof host !== 'string' || !/^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(host)) return "'self'";
  return `${host.toLowerCase()}/assets/`;
}

function helmetFor(config: SiteConfig, chatSources: () => string[], options: { development?: boolean }, plain: boolean) {
  const images = contentImageOrigins(config);
  // The Studio's Presentation tool shows the site in an iframe.
  const studioOrigins = config.studioUrl ? [new URL(config.studioUrl).origin] : [];
  const chat = () => chatSources();
  const directive =
    (sources: () => (string | undefined)[]): Directive =>
    () =>
      unique(sources());
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: plain
        ? // A plain-text answer loads nothing.
          { defaultSrc: ["'none'"], frameAncestors: ["'self'", ...studioOrigins], baseUri: ["'none'"], formAction: ["'none'"] }
        : {
            defaultSrc: ["'self'"],
            scriptSrc: [(req: unknown) => unique([scriptSource(req, Boolean(options.development)), ...chat()])],
            // In development Vite injects stylesheets inline (a preview's overlay does too: pageSecurityHeaders).
            styleSrc: [directive(() => ["'self'", options.development ? "'unsafe-inline'" : undefined, ...chat()])],
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: [directive(() => ["'self'", 'data:', ...images, ...chat()])],
            fontSrc: ["'self'"],
            // The browser talks to the site alone (search included), and to the chat provider when one is configured.
            connectSrc: [
              directive(() => [
                "'self'",
                // In development Vite's hot reload talks over its own WebSocket port.
                ...(options.development ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : []),
                ...chat(),
                ...chat().map((source) => source.replace(/^http/, 'ws')),
              ]),
            ],
            // The video players, created only after a visitor presses play (privacy-enhanced domains only).
            frameSrc: [directive(() => [...PLAYER_ORIGINS, ...chat()])],
            frameAncestors: ["'self'", ...studioOrigins],
            formAction: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            manifestSrc: ["'self'"],
            ...(config.httpsOnly ? { upgradeInsecureRequests: [] } : {}),
          },
    },
    strictTransportSecurity: config.httpsOnly ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers that govern a document: what it may load, run, frame or use.
 * A script, stylesheet or font obeys none of them (the site starts no
 * workers, the one kind of script a policy would bind), yet each of a page's
 * requests for one would carry them: over a kilobyte each. What
 * does matter there stays: nosniff, Cross-Origin-Resource-Policy and HSTS.
 * The referrer policy goes too: a module's imports and a stylesheet's fonts
 * follow their own response's policy only where it has one, and otherwise the
 * document's, which is this same policy (helmet sets it on every page).
 */
const documentOnlyHeaders = [
  'Referrer-Policy',
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-XSS-Protection',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
];

/** Leaves off an answer that is a script, stylesheet or font the headers only a document obeys. */
export function withoutDocumentHeaders(res: ServerResponse): void {
  for (const header of documentOnlyHeaders) res.removeHeader(header);
}

/**
 * A page's policy: its inline scripts and stylesheets allowed by their hashes; in a preview, any inline style (the
 * visual-editing overlay injects its own), unless 'unsafe-inline' is there already.
 */
function withPage(policy: string, hashes: InlineHashes, preview: boolean): string {
  const add = (text: string, name: string, sources: readonly string[]) =>
    sources.length === 0
      ? text
      : text.replace(new RegExp(`(^|;)(\\s*${name})([^;]*)`), (directive, start: string, key: string, existing: string) =>
          existing.includes("'unsafe-inline'") ? directive : `${start}${key}${existing} ${sources.join(' ')}`,
        );
  return add(add(policy, 'script-src', hashes.scripts), 'style-src', preview ? ["'unsafe-inline'"] : hashes.styles);
}

/**
 * The security headers of a page, made by the same middleware every other
 * answer gets (recorded on a stand-in response), with the page's own inline
 * hashes in its policy (server/send-page.ts sends them).
 */
export function pageSecurityHeaders(middleware: (req: Request, res: Response, next: () => void) => void) {
  /** `host`: the Host the visitor asked for (the policy names its /assets/ as the one place scripts come from). */
  return (hashes: InlineHashes, preview: boolean, host?: string): [string, string][] => {
    const headers = new Map<string, string>();
    const stand = {
      setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, String(value)),
      getHeader: (name: string) => headers.get(name),
      removeHeader: (name: string) => void headers.delete(name),
    };
    middleware({ headers: { host } } as Request, stand as unknown as Response, () => undefined);
    const policy = headers.get('Content-Security-Policy');
    if (policy) headers.set('Content-Security-Policy', withPage(policy, hashes, preview));
    return [...headers];
  };
}

export function securityHeaders(config: SiteConfig, chatSources: () => string[], options: { development?: boolean } = {}) {
  const headers = helmetFor(config, chatSources, options, false);
  return (req: Request, res: Response, next: (error?: unknown) => void) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    headers(req, res, next);
  };
}

/**
 * The headers of a plain-text answer the server writes itself, before Express
 * (a request Node could not parse): helmet's, with a policy that loads nothing.
 */
export function plainAnswerHeaders(config: SiteConfig): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmetFor(config, () => [], {}, true)(res.req as never, res as never, () => undefined);
  res.setHeader('Permissions-Policy', permissionsPolicy);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}
