/**
 * The one way a page is sent, whether the page store kept it or it was made
 * for this request (server/render.ts): the security headers every answer
 * gets, with the page's own inline hashes in its policy; the headers the app
 * gave it (type, caching, a redirect's address); the encoding the browser
 * prefers (a kept page's bodies were compressed once, a page made for one
 * visitor is compressed now); its ETag, and 304 when the browser already has
 * it; no body for HEAD.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import Negotiator from 'negotiator';
import type { InlineHashes } from '../app/request.server.ts';
import type { RenderedPage } from './render.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

/** A page with the bodies it has in each encoding: the page store's come compressed, a page for one visitor gains them as it is sent. */
export type SendablePage = RenderedPage & { bodies?: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>> };

/** What a page can be sent in, smallest first: where the browser accepts several equally, the first of them. */
const encodings: Encoding[] = ['br', 'gzip', 'identity'];
const suffix: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** Negotiator 1.0 takes the server's preference among encodings the browser accepts equally; its types are 0.6's. */
type PreferringNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a body the way the page store keeps it (`best`), or quickly for a page sent once. */
export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, best: boolean): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: best ? 10 : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: best ? 9 : 6 });
}

/** The page's ETag in an encoding (`"<hash>-br"`): a cache keeps each encoding apart. */
const etagIn = (page: RenderedPage, encoding: Encoding) => `${page.etag.slice(0, -1)}${suffix[encoding]}"`;

export type SendPage = (req: IncomingMessage, res: ServerResponse, page: SendablePage) => Promise<void>;

/**
 * A sender. `security` makes the security headers of a page with these inline
 * hashes (preview: its overlay's styles allowed too); `securityKey` changes
 * when they would come out otherwise (the chat provider's sources changed),
 * so the headers are made once per page and kept meanwhile.
 */
export function createSender(options: {
  security: (hashes: InlineHashes, preview: boolean, host: string | undefined) => [string, string][];
  securityKey: () => string;
  /** The headers a page gets for a cache in front that the site purges (its keys, how long to keep it): app.ts. */
  sharedCache?: (page: SendablePage) => [string, string][];
}): SendPage {
  const made = new WeakMap<RenderedPage, { key: string; headers: [string, string][] }>();
  // The policy names the host asked for (its /assets/: security.ts), which a page is almost always asked under alone.
  const headersOf = (page: RenderedPage, host: string | undefined) => {
    const key = `${options.securityKey()} ${host ?? ''}`;
    let ready = made.get(page);
    if (ready?.key !== key) {
      ready = {
        key,
        headers: [
          ...options.security(page.inline, page.private, host),
          ...page.headers,
          ...(options.sharedCache?.(page) ?? []),
          ['Vary', 'Accept-Encoding'],
        ],
      };
      made.set(page, ready);
    }
    return ready.headers;
  };

  // Browsers send a handful of distinct Accept-Encoding values: each is negotiated once (bounded).
  const negotiated = new Map<string, Encoding>();
  const encodingFor = (req: IncomingMessage): Encoding => {
    const header = req.headers['accept-encoding'] ?? '';
    let encoding = negotiated.get(header);
    if (!encoding) {
      // Without `preferred` a tie goes to the browser's order, and Chrome lists gzip first ("gzip, deflate, br, zstd"):
      // every page went out a third larger than its brotli.
      const negotiator = new Negotiator(req) as unknown as PreferringNegotiator;
      encoding = (negotiator.encoding(encodings, { preferred: encodings }) as Encoding | undefined) ?? 'identity';
      if (negotiated.size >= 64) negotiated.clear();
      negotiated.set(header, encoding);
    }
    return encoding;
  };

  return async (req, res, page) => {
    const encoding = page.body.length >= COMPRESS_FROM_BYTES ? encodingFor(req) : 'identity';
    let body = page.body;
    if (encoding !== 'identity') {
      page.bodies ??= {};
      body = page.bodies[encoding] ??= await compress(page.body, encoding, false);
    }
    const headers: [string, string][] = [...headersOf(page, req.headers.host)];
    if (encoding !== 'identity') headers.push(['Content-Encoding', encoding]);
    if (page.status === 200) {
      const etag = etagIn(page, encoding);
      headers.push(['ETag', etag]);
      const known = req.headers['if-none-match'];
      if (known?.split(',').some((tag) => [page.etag, etag].includes(tag.trim().replace(/^W\//, '')))) {
        res.writeHead(304, raw(headers));
        res.end();
        return;
      }
    }
    headers.push(['Content-Length', String(body.length)]);
    res.writeHead(page.status, raw(headers));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Headers as a flat list for writeHead, a name said twice (Set-Cookie) as one name with each value. */
function raw(headers: [string, string][]): (string | string[])[] {
  const byName = new Map<string, [string, string[]]>();
  for (const [name, value] of headers) {
    const known = byName.get(name.toLowerCase());
    if (known) known[1].push(value);
    else byName.set(name.toLowerCase(), [name, [value]]);
  }
  return [...byName.values()].flatMap(([name, values]) => [name, values.length === 1 ? values[0]! : values]);
}
