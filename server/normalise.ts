/**
 * One address per page, and no address the server cannot read, before
 * anything looks the address up: a request without a valid Host (or, behind
 * a trusted proxy, X-Forwarded-Host), a request-target that is not a path, one
 * longer than MAX_URL_LENGTH, malformed percent-encoding, control characters
 * or backslashes in the path are refused (400, 414); `..`, `.` and empty
 * segments (`//`), a trailing slash, and percent-encoding that is not in its
 * one form (an escaped letter, digit or `-._~`, lowercase hex: RFC 3986
 * §6.2.2) redirect (301) to the clean address, keeping the query, so each
 * page has exactly one address and no cache or lookup keeps copies under
 * others (docs/decisions/0013-hostile-traffic.md).
 */
import type { NextFunction, Request, Response } from 'express';
import { plainAnswer } from './errors.ts';

/** Longer addresses are refused: no page needs one, and a calculator's summary for /contact stays far below. */
export const MAX_URL_LENGTH = 8 * 1024;

/** Control characters, and backslashes (browsers read `/\\host` in a redirect as another site's address). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const refusedCharacters = /[\u0000-\u001f\u007f\\]/;

/** A host name or IPv4 address, or an IPv6 one in brackets, with an optional port: what Host may say. */
const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function validHost(host: string | undefined): boolean {
  const match = host === undefined ? null : hostPattern.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/** Escapes of unreserved characters decoded, the other escapes' hex in capitals: `%61bout` is `about`, `caf%c3%a9` is `caf%C3%A9`. */
function canonicalEncoding(segment: string): string {
  return segment.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(character) ? character : `%${hex.toUpperCase()}`;
  });
}

export type AddressCheck = { ok: true } | { ok: false; status: 400 | 414 } | { ok: false; status: 301; location: string };

/** What the server makes of a request-target (`req.originalUrl`): fine, refused, or the clean address it redirects to. */
export function checkAddress(target: string): AddressCheck {
  if (target.length > MAX_URL_LENGTH) return { ok: false, status: 414 };
  // Absolute-form (`GET http://host/…`) and asterisk-form targets are for proxies, not for this site.
  if (!target.startsWith('/')) return { ok: false, status: 400 };
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { ok: false, status: 400 };
  }
  if (refusedCharacters.test(decoded)) return { ok: false, status: 400 };
  if (path === '/') return { ok: true };

  // Segments in their one spelling; `.` and `..` recognised encoded too (%2e), as URL parsers do.
  const clean: string[] = [];
  for (const segment of path.slice(1).split('/')) {
    const name = canonicalEncoding(segment);
    if (name === '' || name === '.') continue;
    if (name === '..') clean.pop();
    else clean.push(name);
  }
  const location = `/${clean.join('/')}`;
  return location === path ? { ok: true } : { ok: false, status: 301, location: `${location}${query}` };
}

export function normaliseAddress(req: Request, res: Response, next: NextFunction): void {
  const forwardedHost = req.app.enabled('trust proxy') ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  if (!validHost(req.get('host')) || (forwardedHost !== undefined && !validHost(forwardedHost))) {
    return plainAnswer(res, 400, 'A request must name this site in its Host header.');
  }
  const check = checkAddress(req.originalUrl);
  if (check.ok) return next();
  if (check.status !== 301) return plainAnswer(res, check.status, check.status === 400 ? 'That address is not valid.' : undefined);
  // A form or another method is not redirected (the browser would resend it as a GET): there is nothing at that address.
  if (req.method !== 'GET' && req.method !== 'HEAD') return plainAnswer(res, 404);
  redirectToOneSpelling(res, check.location);
}

/** A permanent redirect to an address's one spelling, which caches may keep for an hour. */
function redirectToOneSpelling(res: Response, location: string): void {
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.redirect(301, location);
}

/**
 * The lowercase spelling of a page's address, or null when it is already so:
 * every page address is lowercase (slugs are, by the Studio's rule), except a
 * video's id after `/video/` (YouTube ids mix cases). Percent-escapes keep
 * their capital hex (their one form, above).
 */
export function lowercasePath(path: string): string | null {
  // The content service's API addresses (`/v2023-05-03/data/…`) are no page of the site: they stay not found.
  if (/^\/v\d/.test(path)) return null;
  const keepFrom = /^\/video\/./i.test(path) ? '/video/'.length : path.length;
  const lower =
    path.slice(0, keepFrom).replace(/%[0-9A-F]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase())) +
    path.slice(keepFrom);
  return lower === path ? null : lower;
}

/** `/About` is `/about`: one address per page (after the build's files, whose names mix cases). */
export function lowercasePages(req: Request, res: Response, next: NextFunction): void {
  const queryAt = req.originalUrl.indexOf('?');
  const path = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  const lower = req.method === 'GET' || req.method === 'HEAD' ? lowercasePath(path) : null;
  if (lower === null) return next();
  redirectToOneSpelling(res, `${lower}${queryAt === -1 ? '' : req.originalUrl.slice(queryAt)}`);
}
