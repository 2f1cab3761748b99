/**
 * Preview mode (PRODUCT.md "Preview and visual editing"): `?preview=true`
 * turns it on only with a valid secret from Sanity's Presentation tool (or
 * `npm run preview-url`), checked against the content service with the
 * server's read token; `?preview=false` ends it; either way the parameters
 * leave the address. The cookie carries no token: only an expiry signed with
 * the server's secret. While it is valid the request's state says so (the app
 * reads drafts) and the answer is never cached.
 */
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { parseCookie } from 'cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { SiteConfig } from '../app/env.server.ts';
import { createContentClient } from '../app/sanity/client.server.ts';

/**
 * Over HTTPS the cookies carry the `__Host-` prefix: the browser then takes them only from this origin, Secure, for
 * the whole site, so no sibling subdomain can set or shadow a preview. (Over plain HTTP, locally, it cannot.)
 */
const cookieNames = (https: boolean) =>
  https
    ? { preview: '__Host-site-preview', refused: '__Host-site-preview-refused' }
    : { preview: 'site-preview', refused: 'site-preview-refused' };
/** An editor's preview lasts an hour from the link. */
const PREVIEW_TTL_S = 60 * 60;
const previewParams = [
  'preview',
  'sanity-preview-secret',
  'sanity-preview-pathname',
  'sanity-preview-perspective',
  'sanity-preview-variant',
];

export interface PreviewOptions {
  config: SiteConfig;
  /** Signs the cookie; random per process unless PREVIEW_SECRET is set (then previews survive a restart). */
  secret?: string;
  /** Checks a preview URL; defaults to @sanity/preview-url-secret against the content service. */
  validate?: (url: string) => Promise<{ isValid: boolean; redirectTo?: string }>;
}

/**
 * Two parts: `links` answers `?preview=true|false`; `read` says whether a
 * request is a preview (a valid cookie) or follows a refused link (the page
 * says so once: its cookie goes).
 */
export function previewMiddleware(options: PreviewOptions) {
  const secret = options.secret ?? options.config.previewSecret ?? randomBytes(32).toString('hex');
  const https = options.config.httpsOnly;
  const names = cookieNames(https);
  const { content } = options.config;
  const validate =
    options.validate ??
    ((url: string) => {
      if (!content.readToken) return Promise.resolve({ isValid: false });
      return validatePreviewUrl(createContentClient(content, { token: content.readToken }), url);
    });

  const sign = (expires: number) => createHmac('sha256', secret).update(`preview:${expires}`).digest('base64url');
  const valid = (value: string | undefined) => {
    const [expiresText, signature] = (value ?? '').split('.');
    const expires = Number(expiresText);
    if (!signature || !Number.isInteger(expires) || expires * 1000 < Date.now()) return false;
    const expected = Buffer.from(sign(expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  // The Studio shows the site in an iframe on another origin: over HTTPS the cookie must be SameSite=None.
  const cookieOptions = { httpOnly: true, secure: https, sameSite: (https ? 'none' : 'lax') as 'none' | 'lax', path: '/' };

  const links = async (req: Request, res: Response, next: NextFunction) => {
    const url = new URL(req.originalUrl, 'http://site');
    const requested = url.searchParams.get('preview');

    if ((req.method === 'GET' || req.method === 'HEAD') && (requested === 'true' || requested === 'false')) {
      const clean = new URL(url);
      for (const name of previewParams) clean.searchParams.delete(name);
      let target = `${clean.pathname}${clean.search}`;
      res.setHeader('Cache-Control', 'private, no-store');
      if (requested === 'false') {
        res.clearCookie(names.preview, cookieOptions);
      } else {
        let result: { isValid: boolean; redirectTo?: string } = { isValid: false };
        try {
          result = await validate(req.originalUrl);
        } catch (error) {
          console.error(`preview: the secret could not be checked (${(error as Error).message.split('\n')[0]})`);
        }
        if (result.isValid) {
          const expires = Math.floor(Date.now() / 1000) + PREVIEW_TTL_S;
          res.cookie(names.preview, `${expires}.${sign(expires)}`, { ...cookieOptions, maxAge: PREVIEW_TTL_S * 1000 });
          if (result.redirectTo?.startsWith('/') && !result.redirectTo.startsWith('//')) {
            const redirect = new URL(result.redirectTo, 'http://site');
            for (const name of previewParams) redirect.searchParams.delete(name);
            target = `${redirect.pathname}${redirect.search}`;
          }
        } else {
          res.cookie(names.refused, '1', { ...cookieOptions, maxAge: 60_000 });
        }
      }
      res.redirect(303, target);
      return;
    }
    next();
  };

  const read = (req: Request, res: Response): { preview: boolean; previewRefused: boolean } => {
    // A value that is not valid percent-encoding is kept as sent: a broken preview cookie is then no preview.
    const jar = parseCookie(req.headers.cookie ?? '');
    const previewRefused = jar[names.refused] === '1';
    if (previewRefused) res.clearCookie(names.refused, cookieOptions);
    return { preview: valid(jar[names.preview]), previewRefused };
  };

  return { read, links };
}
