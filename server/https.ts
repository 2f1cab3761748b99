/**
 * HTTPS-only mode (HTTPS_ONLY, on by default when SITE_URL is https): a
 * request that a trusted proxy (TRUST_PROXY) says reached it over plain HTTP
 * is redirected to the same address on SITE_URL's origin over HTTPS (301 for
 * reads, 308 for a form, which keeps it a POST). Without a trusted proxy the
 * server cannot tell (it serves plain HTTP itself, behind TLS elsewhere), so
 * it redirects nothing; HSTS and Secure cookies apply either way. The target
 * is SITE_URL's host, never the request's Host header.
 */
import type { NextFunction, Request, Response } from 'express';
import type { SiteConfig } from '../app/env.server.ts';

export function httpsRedirect(config: SiteConfig) {
  const origin = `https://${new URL(config.siteUrl).host}`;
  const active = config.httpsOnly && config.trustProxy !== false;
  return (req: Request, res: Response, next: NextFunction) => {
    // req.protocol reads X-Forwarded-Proto only when the connection comes from a trusted proxy.
    if (!active || req.protocol !== 'http' || req.headers['x-forwarded-proto'] === undefined) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, `${origin}${req.originalUrl}`);
  };
}
