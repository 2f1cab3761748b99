/**
 * One origin check for every request that changes something (any method but
 * GET, HEAD and OPTIONS), whatever answers it: a page's action, a resource
 * route such as /api/shortlist (which React Router's own check of actions
 * does not cover), or anything added later. A browser names the page a
 * request comes from in `Origin`; one from another site, or from an opaque
 * origin (`null`: a sandboxed frame, a data: page), is refused before any
 * body is read (400, as React Router answers), with one line in the log. A request without `Origin` is not a
 * browser's cross-site one unless its `Sec-Fetch-Site` says so: a script on
 * the operator's own machine (curl, a monitor) still gets through, and meets
 * the route's own checks (the form token) next. The signed webhook
 * (server/revalidate.ts) is answered before this, as it comes from the
 * content service, not a browser.
 */
import type { NextFunction, Request, Response } from 'express';
import { plainAnswer } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host an `Origin` header names, or null for `null` and anything that is not an origin. */
function originHost(origin: string): string | null {
  if (origin === 'null' || origin.length > 300) return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/** `siteUrl`: the public origin (SITE_URL), which a page may post from whatever the Host of this request is. */
export function sameOriginWrites(siteUrl: string) {
  const siteHost = new URL(siteUrl).host;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin === undefined) {
      const site = req.get('sec-fetch-site');
      if (site === undefined || site === 'same-origin' || site === 'none') return next();
    } else {
      const host = originHost(origin);
      // req.host is the one a trusted proxy forwarded (X-Forwarded-Host), else the Host header.
      if (host !== null && (host === siteHost || host === req.get('host') || host === req.host)) return next();
    }
    // The same line (and status) as React Router's own refusal of an action's cross-site post (app/entry.server.tsx).
    console.warn(
      `refused a form posted to ${req.path.slice(0, 200)} from another origin (${JSON.stringify((origin ?? '').slice(0, 100))})`,
    );
    plainAnswer(res, 400, 'This form was sent from another site, so it was not accepted.');
  };
}
