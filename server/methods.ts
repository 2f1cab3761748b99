/**
 * The methods each address takes: every page is read with GET or HEAD; the
 * enquiry form's and the shortlist's pages also take POST (each page, and
 * React Router's `.data` form of it for submissions with JavaScript), and the
 * shortlist's address for the page's script takes POST alone. Anything else
 * (TRACE, PUT, DELETE, PATCH, made-up methods) is 405 with `Allow`; OPTIONS
 * says what is allowed (no cross-origin use is offered, so no CORS headers).
 */
import type { NextFunction, Request, Response } from 'express';
import { plainAnswer } from './errors.ts';

/** The addresses whose page has a form's action (app/contact/contact.route.tsx, app/catalogue/shortlist.route.tsx). */
const formPaths = new Set(['/contact', '/contact.data', '/catalogue/shortlist', '/catalogue/shortlist.data']);

/** Addresses that only take a post: the shortlist's change for the page's script (app/catalogue/shortlist-api.route.ts). */
const postPaths = new Set(['/api/shortlist']);

export function allowedMethods(path: string): string[] {
  if (postPaths.has(path)) return ['POST'];
  return formPaths.has(path) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}

export function methodGuard(req: Request, res: Response, next: NextFunction): void {
  const allowed = allowedMethods(req.path);
  if (allowed.includes(req.method)) return next();
  res.setHeader('Allow', [...allowed, 'OPTIONS'].join(', '));
  if (req.method === 'OPTIONS') {
    res.status(204).setHeader('Cache-Control', 'no-store');
    res.end();
    return;
  }
  plainAnswer(res, 405);
}
