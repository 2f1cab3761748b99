/**
 * Security headers for every answer (helmet): a Content-Security-Policy with
 * this request's nonce, allowing exactly what the pages load (the content
 * service's images in production, the privacy-enhanced video players, the
 * chat provider when one is configured), each source once; framing by the
 * Studio only; HSTS, a strict referrer policy, and a Permissions-Policy that
 * turns off every powerful feature (the site uses none). The same headers go
 * on answers made before a page could be (errors, and the raw answers to
 * malformed HTTP in http-server.ts). The build's scripts, stylesheets and
 * fonts go without the ones only a document obeys (`withoutDocumentHeaders`).
 */
import type { Request, Response } from 'express';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { SiteConfig } from '../app/env.server.ts';
import { PLAYER_ORIGINS } from '../app/media/video-embed.ts';
import { requestState } from './request-state.ts';

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

function helmetFor(config: SiteConfig, chatSources: () => string[], options: { development?: boolean }, plain: boolean) {
  const images = contentImageOrigins(config);
  // The Studio's Presentation tool shows the site in an iframe.
  const studioOrigins = config.studioUrl ? [new URL(config.studioUrl).origin] : [];
  const state = (res: unknown) => requestState(res as Response);
  const chat = () => chatSources();
  const directive =
    (sources: (res: unknown) => (string | undefined)[]): Directive =>
    (_req, res) =>
      unique(sources(res));
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: plain
        ? // A plain-text answer loads nothing.
          { defaultSrc: ["'none'"], frameAncestors: ["'self'", ...studioOrigins], baseUri: ["'none'"], formAction: ["'none'"] }
        : {
            defaultSrc: ["'self'"],
            scriptSrc: [directive((res) => ["'self'", `'nonce-${state(res).nonce}'`, ...chat()])],
            // The visual-editing overlay (preview only) injects its styles; in development Vite injects every stylesheet inline.
            styleSrc: [
              directive((res) => ["'self'", state(res).preview || options.development ? "'unsafe-inline'" : undefined, ...chat()]),
            ],
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
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
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
  'X-Frame-Options',
  'X-XSS-Protection',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
];

/** Leaves off an answer that is a script, stylesheet or font the headers only a document obeys. */
export function withoutDocumentHeaders(res: ServerResponse): void {
  for (const header of documentOnlyHeaders) res.removeHeader(header);
}

/** The page's inline hashes in a policy: its scripts' in place of the nonce, its stylesheets' added to style-src (unless a preview's 'unsafe-inline' already allows them). */
function withHashes(policy: string, nonce: string, hashes: InlineHashes): string {
  const scripts = policy.replace(`'nonce-${nonce}'`, hashes.scripts.join(' '));
  if (!hashes.styles.length) return scripts;
  return scripts.replace(/(^|;)(\s*style-src)([^;]*)/, (directive, start: string, name: string, sources: string) =>
    sources.includes("'unsafe-inline'") ? directive : `${start}${name}${sources} ${hashes.styles.join(' ')}`,
  );
}

/** The sha256 sources of a page's inline scripts and stylesheets (server/page-store.ts). */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * The same policy for a page that carries no nonce (a stored page, shared by
 * every visitor and any cache): its inline scripts are allowed by their
 * sha256 hashes in place of this request's nonce, its inline stylesheets by theirs.
 */
export function allowInlineHashes(res: Response, hashes: InlineHashes): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader('Content-Security-Policy', withHashes(policy, requestState(res).nonce, hashes));
}

/**
 * The security headers of a stored page, computed once by the same middleware
 * every other answer gets (recorded on a stand-in response), with the page's
 * script hashes in place of a nonce and its stylesheets' hashes. Cached per page and set of chat sources.
 */
export function recordSecurityHeaders(middleware: (req: Request, res: Response, next: () => void) => void) {
  const placeholder = 'stored-page-nonce';
  return (hashes: InlineHashes): [string, string][] => {
    const headers = new Map<string, string>();
    const stand = {
      locals: { state: { nonce: placeholder, preview: false, previewRefused: false } },
      setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, String(value)),
      getHeader: (name: string) => headers.get(name),
      removeHeader: (name: string) => void headers.delete(name),
    };
    middleware({ headers: {} } as Request, stand as unknown as Response, () => undefined);
    const policy = headers.get('Content-Security-Policy');
    if (policy) headers.set('Content-Security-Policy', withHashes(policy, placeholder, hashes));
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
