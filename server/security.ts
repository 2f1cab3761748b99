/**
 * Security headers for every answer (helmet): a Content-Security-Policy with
 * this request's nonce, allowing exactly what the pages load (the content
 * service's images and API in production, the privacy-enhanced video players,
 * the chat provider when one is configured), framing by the Studio only, HSTS
 * and a strict referrer policy.
 */
import type { Response } from 'express';
import helmet from 'helmet';
import type { SiteConfig } from '../app/env.server.ts';
import { requestState } from './request-state.ts';

/** The origins of the content service the browser may talk to (Sanity's CDN and API in production). */
function contentOrigins(config: SiteConfig): { images: string[]; api: string[] } {
  const { content } = config;
  if (content.embedded) return { images: [], api: [] };
  const api = content.apiHost
    ? [new URL(content.apiHost).origin]
    : [`https://${content.projectId}.apicdn.sanity.io`, `https://${content.projectId}.api.sanity.io`];
  return { images: ['https://cdn.sanity.io'], api };
}

export function securityHeaders(config: SiteConfig, chatSources: () => string[], options: { development?: boolean } = {}) {
  const origins = contentOrigins(config);
  // Exactly the configured chat provider's sources join a directive; with none, nothing is added.
  const withChat =
    (extra: (sources: string[]) => string[] = (sources) => sources) =>
    () =>
      extra(chatSources()).join(' ') || "'self'";
  const https = config.siteUrl.startsWith('https://');
  // The Studio's Presentation tool shows the site in an iframe.
  const studioOrigins = config.studioUrl ? [new URL(config.studioUrl).origin] : [];
  const state = (res: unknown) => requestState(res as Response);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${state(res).nonce}'`, withChat()],
        // The visual-editing overlay (preview only) injects its styles.
        // In development Vite injects every stylesheet inline, for hot reload.
        styleSrc: ["'self'", (_req, res) => (state(res).preview || options.development ? "'unsafe-inline'" : "'self'"), withChat()],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...origins.images, withChat()],
        fontSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...origins.api,
          // In development Vite's hot reload talks over its own WebSocket port.
          ...(options.development ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : []),
          withChat((sources) => [...sources, ...sources.map((source) => source.replace(/^http/, 'ws'))]),
        ],
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
  });
}

/**
 * The same policy for a page that carries no nonce (a stored page, shared by
 * every visitor and any cache): its inline scripts are allowed by their
 * sha256 hashes in place of this request's nonce.
 */
export function allowScriptHashes(res: Response, hashes: readonly string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader('Content-Security-Policy', policy.replace(`'nonce-${requestState(res).nonce}'`, hashes.join(' ')));
}
