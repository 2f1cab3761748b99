/**
 * The fast path for stored pages, in front of the Express app: a GET or HEAD
 * of a page the store has, with no query string and no preview cookie, is
 * answered straight from memory with headers made once per page (the same
 * security headers as every answer, the page's ETag, caching and encoding),
 * as a static file server would. Anything else goes on to the app, which
 * also serves stored pages (with its full middleware) when this path declines.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { HTML_CACHE_CONTROL } from '../app/cache-control.ts';
import type { PageVariant } from './page-renderer.ts';
import type { InlineHashes } from './security.ts';
import type { Encoding, PageStore, StoredPage } from './page-store.ts';

type Headers = [string, string][];

const encodings: Encoding[] = ['br', 'gzip', 'identity'];
const suffix: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

interface Prepared {
  /** The security headers were made for this set of chat sources (they change the CSP). */
  key: string;
  byEncoding: Record<Encoding, Headers>;
}

/** The page (and its form) a plain request asks for, the same way server/pages.ts reads it. */
function asked(url: string): { path: string; variant: PageVariant } | null {
  if (url.includes('?') || !url.startsWith('/')) return null;
  if (url === '/_root.data') return { path: '/', variant: 'data' };
  if (url.endsWith('.data')) return { path: url.slice(0, -'.data'.length) || '/', variant: 'data' };
  return { path: url, variant: 'html' };
}

export function fastPages(options: {
  store: PageStore;
  /** Requests the app must see (its checks before any page would answer them otherwise). */
  declines: (req: IncomingMessage) => boolean;
  /** The security headers for a page with these script hashes. */
  securityHeaders: (hashes: InlineHashes) => Headers;
  /** Changes when the chat provider's sources change (they are part of the CSP). */
  securityKey: () => string;
  log: (line: string) => void;
}) {
  const prepared = new WeakMap<StoredPage, Prepared>();
  // Browsers send a handful of distinct Accept-Encoding values: each is negotiated once (bounded).
  const negotiated = new Map<string, Encoding>();
  const encodingFor = (req: IncomingMessage): Encoding => {
    const header = req.headers['accept-encoding'] ?? '';
    let encoding = negotiated.get(header);
    if (!encoding) {
      encoding = (new Negotiator(req).encoding(encodings) as Encoding | undefined) ?? 'identity';
      if (negotiated.size >= 64) negotiated.clear();
      negotiated.set(header, encoding);
    }
    return encoding;
  };

  const headersOf = (page: StoredPage): Prepared => {
    const key = options.securityKey();
    let ready = prepared.get(page);
    if (ready?.key === key) return ready;
    const security = options.securityHeaders({ scripts: page.scriptHashes, styles: page.styleHashes });
    const byEncoding = Object.fromEntries(
      encodings.map((encoding) => {
        const headers: Headers = [
          ...security,
          ['Content-Type', page.contentType],
          ['Cache-Control', HTML_CACHE_CONTROL],
          ['Vary', 'Accept-Encoding'],
          ['ETag', `${page.etag.slice(0, -1)}${suffix[encoding]}"`],
          ['Content-Length', String(page.bodies[encoding].length)],
        ];
        if (encoding !== 'identity') headers.push(['Content-Encoding', encoding]);
        return [encoding, headers];
      }),
    ) as Record<Encoding, Headers>;
    ready = { key, byEncoding };
    prepared.set(page, ready);
    return ready;
  };

  /** Answers the request and returns true, or returns false (untouched) for the app to answer. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (options.declines(req)) return false;
    // A preview, or its refusal notice, is for one editor: the app answers it.
    if (req.headers.cookie?.includes('site-preview')) return false;
    const page = asked(req.url ?? '');
    const stored = page && options.store.get(page.path, page.variant);
    if (!stored) return false;
    const started = performance.now();
    const encoding = encodingFor(req);
    const headers = headersOf(stored).byEncoding[encoding];
    const known = req.headers['if-none-match'];
    if (
      known &&
      known
        .split(',')
        .some((tag) => [stored.etag, `${stored.etag.slice(0, -1)}${suffix[encoding]}"`].includes(tag.trim().replace(/^W\//, '')))
    ) {
      res.writeHead(
        304,
        headers.filter(([name]) => name !== 'Content-Length'),
      );
      res.end();
    } else {
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : stored.bodies[encoding]);
    }
    options.log(`${req.method} ${req.url} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
    return true;
  };
}
