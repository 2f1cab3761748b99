/**
 * Preview mode (PRODUCT.md "Preview and visual editing"): `?preview=true`
 * turns it on only with a valid secret from Sanity's Presentation tool (or
 * `npm run preview-url`), checked against the content service with the
 * server's read token; `?preview=false` ends it; either way the parameters
 * leave the address. The perspective the Studio previews (drafts, published,
 * or a content release stacked over drafts: `rSpring,drafts`) comes with the
 * link; it is kept when it is well formed and names releases the read token
 * can see, else the preview shows drafts. The cookie carries no token: only an
 * expiry and that perspective, signed with the server's secret. While it is
 * valid the request's state says so (the app reads that perspective) and the
 * answer is never cached.
 */
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { parseCookie } from 'cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { SiteConfig } from '../app/env.server.ts';
import { RELEASES_API_VERSION } from '../app/constants.ts';
import { parsePerspective, releasesOf } from '../app/sanity/perspective.ts';
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

/** What a preview link's check answers: whether it is valid, where to go, and the perspective the Studio was showing. */
export interface PreviewCheck {
  isValid: boolean;
  redirectTo?: string;
  studioPreviewPerspective?: string | null;
}

export interface PreviewOptions {
  config: SiteConfig;
  /** Signs the cookie; random per process unless PREVIEW_SECRET is set (then previews survive a restart). */
  secret?: string;
  /** Checks a preview URL; defaults to @sanity/preview-url-secret against the content service. */
  validate?: (url: string) => Promise<PreviewCheck>;
  /** Of the releases named, those the read token can see; defaults to asking the content service (`releases::all()`). */
  visibleReleases?: (names: string[]) => Promise<string[]>;
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
  const visibleReleases =
    options.visibleReleases ??
    (async (names: string[]) => {
      if (!content.readToken) return [];
      // Releases came with API version 2025-02-19 (docs/decisions/0040).
      const client = createContentClient(content, { token: content.readToken, apiVersion: RELEASES_API_VERSION, perspective: 'raw' });
      return client.fetch<string[]>('releases::all()[name in $names].name', { names });
    });

  /** The perspective to keep from a valid link: the one asked for if its releases can be seen, else drafts. */
  const keptPerspective = async (asked: string | null | undefined): Promise<string> => {
    const perspective = parsePerspective(asked) ?? 'drafts';
    const releases = releasesOf(perspective);
    if (releases.length === 0) return perspective;
    try {
      const visible = new Set(await visibleReleases(releases));
      const missing = releases.filter((name) => !visible.has(name));
      if (missing.length === 0) return perspective;
      console.error(`preview: no release ${missing.join(', ')} the read token can see; showing drafts`);
    } catch (error) {
      console.error(`preview: the releases could not be checked (${(error as Error).message.split('\n')[0]}); showing drafts`);
    }
    return 'drafts';
  };

  const sign = (expires: number, perspective: string) =>
    createHmac('sha256', secret).update(`preview:${expires}:${perspective}`).digest('base64url');
  /** The cookie's perspective when it is signed by this server and not expired, else null. */
  const valid = (value: string | undefined): string | null => {
    const [expiresText, perspective, signature] = (value ?? '').split('.');
    const expires = Number(expiresText);
    if (!perspective || !signature || !Number.isInteger(expires) || expires * 1000 < Date.now()) return null;
    const expected = Buffer.from(sign(expires, perspective));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? perspective : null;
  };
  // The Studio shows the site in an iframe on another origin: over HTTPS the cookie must be SameSite=None, and
  // Partitioned (CHIPS), or Safari and Chrome's third-party cookie rules drop it inside that frame.
  const cookieOptions = {
    httpOnly: true,
    secure: https,
    sameSite: (https ? 'none' : 'lax') as 'none' | 'lax',
    partitioned: https,
    path: '/',
  };

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
        let result: PreviewCheck = { isValid: false };
        try {
          result = await validate(req.originalUrl);
        } catch (error) {
          console.error(`preview: the secret could not be checked (${(error as Error).message.split('\n')[0]})`);
        }
        if (result.isValid) {
          const expires = Math.floor(Date.now() / 1000) + PREVIEW_TTL_S;
          const perspective = await keptPerspective(result.studioPreviewPerspective ?? url.searchParams.get('sanity-preview-perspective'));
          const value = `${expires}.${perspective}.${sign(expires, perspective)}`;
          res.cookie(names.preview, value, { ...cookieOptions, maxAge: PREVIEW_TTL_S * 1000 });
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

  const read = (req: Request, res: Response): { preview: boolean; previewPerspective?: string; previewRefused: boolean } => {
    // A value that is not valid percent-encoding is kept as sent: a broken preview cookie is then no preview.
    const jar = parseCookie(req.headers.cookie ?? '');
    const previewRefused = jar[names.refused] === '1';
    if (previewRefused) res.clearCookie(names.refused, cookieOptions);
    const perspective = valid(jar[names.preview]);
    return perspective ? { preview: true, previewPerspective: perspective, previewRefused } : { preview: false, previewRefused };
  };

  return { read, links };
}
