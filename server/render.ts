/**
 * The one way a request becomes a page: React Router's handler over the
 * build, run in the request's state (app/request.server.ts) and read whole.
 * A page kept in the page store, one made for a visitor (a query string, a
 * form, a preview), an error page, in `npm start` and in `npm run dev`: all
 * are made here, and sent by server/send-page.ts. The document itself is
 * finished by the app as it renders (its stylesheets inline, its inline
 * hashes noted: app/document.server.ts).
 */
import { createHash } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { Readable } from 'node:stream';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { PRIVATE_CACHE_CONTROL } from '../app/cache-control.ts';
import type { InlineHashes, RequestState } from '../app/request.server.ts';

/** The production build, or in development a function that loads the current one from Vite. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** What a render may ask of its request: whether it is a preview (of what) or a refused one; its enquiry limit's count. */
export type RequestFacts = Pick<
  RequestState,
  'lane' | 'preview' | 'previewPerspective' | 'previewRefused' | 'countEnquiry' | 'mayAcknowledge'
>;

/** The facts of a render for everyone (a page for the store). */
export const PUBLIC: RequestFacts = {
  lane: 'kept',
  preview: false,
  previewRefused: false,
  countEnquiry: () => Promise.resolve(false),
  mayAcknowledge: () => Promise.resolve(false),
};

export interface RenderedPage {
  status: number;
  /** The answer's headers as the app set them (Content-Type, Cache-Control, Location, …), lower-case names. */
  headers: [string, string][];
  body: Buffer;
  /** Of the body: `"<hash>"` (and `"<hash>-br"`, `"<hash>-gz"` for its encodings). */
  etag: string;
  /** The hashes of the document's inline scripts and styles, for its policy (none for data or files). */
  inline: InlineHashes;
  /** The sync tags of the content it read, sorted. */
  syncTags: string[];
  contentFailed: boolean;
  /** When it would render otherwise with the same content (ms), or null. */
  changesAt: number | null;
  /** Made for this visitor alone (a preview, a refused one): no cache keeps it. */
  private: boolean;
}

export type Renderer = (request: Request, facts: RequestFacts) => Promise<RenderedPage>;

/** What the server build's entry (app/entry.server.tsx) exports for the server besides rendering. */
export interface BuildEntry {
  /** Runs a render in the request's state: the store its app reads the state from. */
  runInRequest<T>(state: RequestState, fn: () => T): T;
  /** The addresses the page store keeps (the content's, through the build's own data layer). */
  knownPagePaths(): Promise<string[]>;
  /** Where each published document with an address is now, by id (null when the content does not answer). */
  documentAddresses(): Promise<Map<string, string> | null>;
}

/** The build's entry's exports for the server, checked once. */
export function buildEntry(build: ServerBuild): BuildEntry {
  const entry = build.entry.module as Partial<BuildEntry>;
  for (const name of ['runInRequest', 'knownPagePaths', 'documentAddresses'] as const)
    if (typeof entry[name] !== 'function') throw new Error(`The server build does not export ${name} from app/entry.server.tsx`);
  return entry as BuildEntry;
}

function requestRunner(build: ServerBuild): <T>(state: RequestState, fn: () => T) => T {
  return buildEntry(build).runInRequest;
}

export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The Cache-Control a page was made with. */
const cacheControlOf = (page: RenderedPage) => page.headers.find(([name]) => name === 'cache-control')?.[1] ?? null;

/** Whether a shared cache (or the page store) may keep it. */
export const mayBeKept = (page: RenderedPage) => !page.private && !/\b(private|no-store)\b/.test(cacheControlOf(page) ?? '');

/** Headers the sender sets itself, from the body it sends. */
const ownHeaders = new Set(['content-length', 'content-encoding', 'etag', 'transfer-encoding', 'connection']);

/** A renderer for `build` (checked once at start, or in development each time, as Vite may have reloaded it). */
export function createRenderer(build: BuildSource): Renderer {
  const fixed = typeof build === 'function' ? null : { handle: createRequestHandler(build, 'production'), run: requestRunner(build) };
  return async (request, facts) => {
    const current = fixed ?? (await currentBuild(build as () => Promise<ServerBuild>));
    const state: RequestState = { ...facts, record: { syncTags: new Set(), contentFailed: false, changesAt: null } };
    const response = await current.run(state, () => current.handle(request));
    const body = Buffer.from(await response.arrayBuffer());
    const isPrivate = facts.preview || facts.previewRefused;
    // (Each Set-Cookie comes as an entry of its own.) Every answer of a preview, whatever made it (a page, the
    // sitemap, the feed, the search's JSON), is for its editor alone: this is the one place that says so.
    const headers = [...response.headers].filter(([name]) => !ownHeaders.has(name) && !(isPrivate && name === 'cache-control'));
    if (isPrivate) headers.push(['cache-control', PRIVATE_CACHE_CONTROL]);
    return {
      status: response.status,
      headers,
      body,
      etag: etagOf(body),
      inline: state.inline ?? { scripts: [], styles: [] },
      syncTags: [...state.record.syncTags].sort(),
      contentFailed: state.record.contentFailed,
      changesAt: state.record.changesAt,
      private: isPrivate,
    };
  };
}

/** In development: the build Vite has now, with a handler made for it (React Router checks it on each request anyway). */
async function currentBuild(load: () => Promise<ServerBuild>) {
  const build = await load();
  return { handle: createRequestHandler(build, 'development'), run: requestRunner(build) };
}

/**
 * A visitor's request as the app reads it: its address on the origin the
 * visitor asked for (behind a trusted proxy, the one it names), or `target`
 * there (the address with only what its page reads: page-address.ts), its headers,
 * its body for a form, and a signal that ends when the visitor leaves.
 */
export function requestOf(req: ExpressRequest, res: ExpressResponse, target = req.originalUrl): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const url = new URL(target, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}
