import { createHmac, randomBytes } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UploadedAssets } from './assets.ts';
import { loadDataset, isRecord } from './dataset-loader.ts';
import { apiError, authError, badRequest, LakeError, notFound } from './errors.ts';
import { exportDataset, type ExportOptions, type ExportSummary } from './export.ts';
import { decodePathSegment, parseJsonBody, parseRequestUrl, rawJson, readBody, sendError, sendJson } from './http.ts';
import { parseImageParams } from './image-params.ts';
import { ImageService } from './images.ts';
import { History } from './history.ts';
import { isAllowedHost } from './hosts.ts';
import { Journal } from './journal.ts';
import { assertValidId } from './mutations.ts';
import { ListenHub } from './listen.ts';
import { LiveHub } from './live.ts';
import { createLogger } from './logger.ts';
import { EditorSessions, sessionLifetimes } from './editor-sessions.ts';
import { parsePerspective, perspectiveName } from './perspectives.ts';
import { PresenceRelay } from './presence.ts';
import { isStudioRoute, StudioApi, writeTokenUser } from './studio-api.ts';
import { clientKey, clientLimits, isForwarded, markForwarded, type ClientLimits } from './query-limits.ts';
import { QueryPool } from './query-pool.ts';
import { ReleaseScheduler } from './release-scheduler.ts';
import { Store } from './store.ts';
import { streamDefaults, StreamRegistry } from './streams.ts';
import type { Access, AssetFile, LakeDocument, Logger, LogLevel } from './types.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface LakeOptions {
  /** A dataset folder in Sanity's export layout, or an `.ndjson` file. Default: the repository's `dataset/`. */
  datasetPath?: string;
  host?: string;
  /** 0 picks a free port. Default 3333. */
  port?: number;
  projectId?: string;
  dataset?: string;
  /** Unless given, tokens are made at the first start and kept in the data folder's tokens.json for the next ones. */
  readToken?: string;
  writeToken?: string;
  /** Origins that get `Access-Control-Allow-Origin`. Default: the website on localhost:3000. */
  corsOrigins?: string[];
  /** Host names the lake answers to besides this machine's and IP addresses (hosts.ts), such as `lake.internal`. */
  allowedHosts?: string[];
  /**
   * Origins of Sanity Studios on this machine (`npm run studio`): editors log
   * in from them (studio-api.ts), and they may call the lake. None: nobody
   * can log in.
   */
  studioOrigins?: string[];
  /** What the Studio's login address must carry (`npm run studio` makes one per run). None: nobody can log in. */
  studioLoginKey?: string;
  /** An editor's session ends when unused this long, and this long after its login (editor-sessions.ts). */
  sessionIdleMs?: number;
  sessionLifetimeMs?: number;
  /** A query's time limit, waiting for a worker included. */
  queryTimeoutMs?: number;
  /** The largest query result (its JSON), in bytes; larger ones answer 422. */
  maxResultBytes?: number;
  /** Each query worker's heap, in MB: a query that needs more is stopped. */
  workerMemoryMb?: number;
  /** Per-client limits on queries running and waiting (see query-limits.ts). */
  clientLimits?: Partial<ClientLimits>;
  /** Slow clients are cut off: all headers within this time, the whole request within `requestTimeoutMs`. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs?: number;
  maxBodyBytes?: number;
  /** Largest mutation or action request body. */
  maxWriteBytes?: number;
  /** Largest asset upload. */
  maxUploadBytes?: number;
  maxImageDimension?: number;
  /** The disk budget of resized images, in MB; the least recently served go first. */
  imageCacheMb?: number;
  /** Large image renders (a million pixels or more) at once; more wait their turn. */
  largeImageRenders?: number;
  /** Where resized images are cached. */
  cacheDir?: string;
  /** Where the journal of committed transactions and the uploaded assets live. */
  dataDir?: string;
  /** Reload the dataset when its files change (development). */
  watch?: boolean;
  workers?: number;
  /** Open listen and live event streams, in total and from one client address. */
  maxStreams?: number;
  maxStreamsPerClient?: number;
  /** How often an idle event stream gets a comment line. */
  heartbeatMs?: number;
  /** An event stream whose client leaves more than this many bytes unread is dropped. */
  maxStreamBufferBytes?: number;
  /** How many recent transactions a reconnecting `live.events()` client can resume from. */
  liveBufferSize?: number;
  /** Document types that must have a private id (with a `.`), so they are never publicly readable. */
  privateTypes?: string[];
  /** Transactions the documents' history indexes (the most recent); older ones are still in the journal. */
  historySize?: number;
  logLevel?: LogLevel;
  logger?: Logger;
}

export interface Lake {
  /** The origin to give `@sanity/client` as `apiHost`. */
  url: string;
  port: number;
  projectId: string;
  dataset: string;
  readToken: string;
  writeToken: string;
  /** Reads like the read token, and may create `enquiry` documents (ids under `enquiry.`) and nothing else. */
  enquiryToken: string;
  documentCount(): number;
  /** Answers one request in-process, for a server that passes public paths (/images, queries) on to the lake. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  reload(): Promise<void>;
  /** Writes the current documents as a Sanity export folder (the layout of `dataset/`). */
  exportTo(dir: string, options?: ExportOptions): Promise<ExportSummary>;
  close(): Promise<void>;
}

export const lakeDefaults = {
  host: '127.0.0.1',
  port: 3333,
  projectId: 'local',
  dataset: 'production',
  corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
  allowedHosts: [] as string[],
  studioOrigins: [] as string[],
  sessionIdleMs: sessionLifetimes.idleMs,
  sessionLifetimeMs: sessionLifetimes.lifetimeMs,
  queryTimeoutMs: 5000,
  maxResultBytes: 5 * 1024 * 1024,
  // Ample: 10,000 documents and the site's queries run within 96 MB.
  workerMemoryMb: 256,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  keepAliveTimeoutMs: 5000,
  maxBodyBytes: 300 * 1024,
  maxWriteBytes: 4 * 1024 * 1024,
  maxUploadBytes: 20 * 1024 * 1024,
  maxImageDimension: 4000,
  imageCacheMb: 512,
  largeImageRenders: 1,
  datasetPath: path.join(repoRoot, 'dataset'),
  cacheDir: path.join(repoRoot, '.cache', 'content-lake'),
  dataDir: path.join(repoRoot, '.data', 'content-lake'),
  // Three: one slow visitor, and another, still leave one for the site's own server (query-limits.ts).
  workers: 3,
  maxStreams: streamDefaults.maxStreams,
  maxStreamsPerClient: streamDefaults.maxStreamsPerClient,
  heartbeatMs: streamDefaults.heartbeatMs,
  maxStreamBufferBytes: streamDefaults.maxBufferedBytes,
  liveBufferSize: 1000,
  privateTypes: ['enquiry', 'sanity.previewUrlSecret'],
  historySize: 10_000,
};

const apiRoute = /^\/v([^/]+)\/data\/(query|doc|mutate|actions|listen|export|history|references|ping|live\/events)\/([^/]+)(?:\/(.*))?$/;
const uploadRoute = /^\/v([^/]+)\/assets\/(images|files)\/([^/]+)$/;
const imageRoute = /^\/(images|files)\/([^/]+)\/([^/]+)\/([^/]+)$/;
const assetName = /^[a-f0-9]{40}(-\d+x\d+)?\.[a-z0-9]+$/;
/** Uploaded files a browser shows as they are (with nosniff, none of them runs a script in the lake's origin). */
const inlineFileTypes = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'text/plain',
  'video/mp4',
]);
/** The identity listeners are told made a change (Sanity names a user; the lake has only its tokens). */
const writerIdentity = writeTokenUser.id;

/** A mutation the enquiry token may send: the creation of one enquiry, under its private path. */
function createsEnquiry(mutation: unknown): boolean {
  if (!isRecord(mutation) || Object.keys(mutation).length !== 1) return false;
  const doc = mutation.create ?? mutation.createIfNotExists;
  return isRecord(doc) && doc._type === 'enquiry' && typeof doc._id === 'string' && /^enquiry\.[\w-]+$/.test(doc._id);
}

const movedRedirectKeys = ['_id', '_type', 'from', 'to', 'permanent', 'auto', 'note'].sort().join();

/**
 * The other mutation the site's token may send: the redirect it makes when a published page moved
 * (server/moved-pages.ts), created only if its id is free (never replacing an editor's), from an address of the site
 * to a document by reference, never to an address of another site.
 */
function createsMovedRedirect(mutation: unknown): boolean {
  if (!isRecord(mutation) || Object.keys(mutation).join() !== 'createIfNotExists') return false;
  const doc = mutation.createIfNotExists;
  if (!isRecord(doc) || Object.keys(doc).sort().join() !== movedRedirectKeys) return false;
  const to = doc.to;
  const reference = isRecord(to) ? to.document : undefined;
  return (
    doc._type === 'redirect' &&
    typeof doc._id === 'string' &&
    /^redirect-moved-[a-f0-9]{32}$/.test(doc._id) &&
    typeof doc.from === 'string' &&
    /^(\/[a-z0-9-]{1,100}){1,5}$/.test(doc.from) &&
    doc.permanent === true &&
    doc.auto === true &&
    typeof doc.note === 'string' &&
    doc.note.length <= 500 &&
    isRecord(to) &&
    Object.keys(to).sort().join() === '_type,document' &&
    to._type === 'link' &&
    isRecord(reference) &&
    reference._type === 'reference' &&
    reference._weak === true &&
    typeof reference._ref === 'string' &&
    /^[\w-]{1,128}$/.test(reference._ref)
  );
}

/**
 * The lake's tokens: given, or made once and kept in the data folder (readable
 * by its owner only), so that tools like `npm run preview-url` can reach a
 * lake another process started.
 */
export async function lakeTokens(
  dataDir: string,
  given: { readToken?: string; writeToken?: string } = {},
): Promise<{ readToken: string; writeToken: string }> {
  const file = path.join(dataDir, 'tokens.json');
  let stored: { readToken?: string; writeToken?: string } = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    stored = {};
  }
  const tokens = {
    readToken: given.readToken ?? stored.readToken ?? `lake-read-${randomBytes(18).toString('hex')}`,
    writeToken: given.writeToken ?? stored.writeToken ?? `lake-write-${randomBytes(18).toString('hex')}`,
  };
  if (tokens.readToken !== stored.readToken || tokens.writeToken !== stored.writeToken) {
    if (!given.readToken || !given.writeToken) {
      await mkdir(dataDir, { recursive: true, mode: 0o700 });
      await writeFile(
        file,
        JSON.stringify({
          readToken: given.readToken ? stored.readToken : tokens.readToken,
          writeToken: given.writeToken ? stored.writeToken : tokens.writeToken,
        }),
        { mode: 0o600 },
      );
    }
  }
  return tokens;
}

/** Starts the embedded content lake: Sanity's read, write, asset and real-time APIs over a local dataset. */
export async function startLake(options: LakeOptions = {}): Promise<Lake> {
  const config = { ...lakeDefaults, ...definedOnly(options) };
  config.corsOrigins = [...new Set([...config.corsOrigins, ...config.studioOrigins])];
  // The name it listens on counts too (LAKE_HOST=lake.internal).
  const allowedHosts = [...config.allowedHosts, config.host].map((name) => name.toLowerCase());
  const logger = options.logger ?? createLogger(options.logLevel ?? 'warn');
  await ownerOnlyFolder(config.dataDir, logger);
  const { readToken, writeToken } = await lakeTokens(config.dataDir, options);
  // Derived from the write token: it changes with it, and needs no place of its own in tokens.json.
  const enquiryToken = `lake-enquiry-${createHmac('sha256', writeToken).update('enquiries').digest('hex').slice(0, 36)}`;
  const images = new ImageService({
    cacheDir: config.cacheDir,
    maxDimension: config.maxImageDimension,
    cacheBytes: Math.round(config.imageCacheMb * 1024 * 1024),
    largeRenders: config.largeImageRenders,
    logger,
  });
  const journal = new Journal(path.join(config.dataDir, `${config.dataset}-journal.ndjson`), logger);
  const store = new Store({
    journal,
    logger,
    privateTypes: config.privateTypes,
    releases: { lastRevisions: (ids) => history.lastRevisions(ids) },
  });
  const set = store.documents;
  const uploads = new UploadedAssets({
    dir: path.join(config.dataDir, 'assets', config.dataset),
    maxBytes: config.maxUploadBytes,
    projectId: config.projectId,
    dataset: config.dataset,
  });
  const streams = new StreamRegistry(
    {
      maxStreams: config.maxStreams,
      maxStreamsPerClient: config.maxStreamsPerClient,
      heartbeatMs: config.heartbeatMs,
      maxBufferedBytes: config.maxStreamBufferBytes,
    },
    logger,
  );
  const listen = new ListenHub(store, streams);
  const history = new History({
    journal,
    maxTransactions: config.historySize,
    current: (id) => set.get(id) ?? null,
    unknownAuthor: writerIdentity,
  });
  store.subscribe((tx) => history.committed(tx));
  const studio = new StudioApi({
    projectId: config.projectId,
    dataset: config.dataset,
    studioOrigins: config.studioOrigins,
    loginKey: options.studioLoginKey,
    corsOrigins: config.corsOrigins,
    sessions: new EditorSessions({ idleMs: config.sessionIdleMs, lifetimeMs: config.sessionLifetimeMs }),
    startedAt: new Date().toISOString(),
    settingsFile: path.join(config.dataDir, 'studio-settings.json'),
  });
  const presence = new PresenceRelay({
    dataset: config.dataset,
    origins: () => config.studioOrigins,
    userOf: (token) => studio.sessions.user(token),
    logger,
  });
  const live = new LiveHub(store, streams, config.liveBufferSize);
  const scheduler = new ReleaseScheduler({ store, identity: writerIdentity, logger });

  let assets = new Map<string, AssetFile>();
  /** The dataset's own version of each document the journal touches: where its history starts. */
  let historyBase = new Map<string, LakeDocument>();
  let pool: QueryPool | null = null;
  let ready: Promise<void> = Promise.resolve();
  let publicUrl = '';

  const respond = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    res.on('finish', () => {
      const tag = parseRequestUrl(req.url)?.searchParams.get('tag');
      logger.debug(
        `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode} ${Math.round(performance.now() - started)}ms${tag ? ` tag=${tag}` : ''}`,
      );
    });
    ready
      .then(() => handle(req, res))
      .catch((error: unknown) => {
        const lakeError = error instanceof LakeError ? error : apiError(500, 'internalError', 'The content lake failed to answer');
        // The path alone, as in the access line: a query's parameters may carry what a visitor typed.
        if (!(error instanceof LakeError))
          logger.error(`${req.method} ${(req.url ?? '').split('?')[0]}: ${(error as Error).stack ?? error}`);
        if (!res.headersSent) sendError(res, lakeError);
        else res.end();
      });
  };
  // Slow clients are cut off (a body announced and never sent, headers dribbled, idle keep-alive), checked every second.
  const server: Server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    respond,
  );
  // The Studio's realtime socket (presence); nothing else upgrades.
  server.on('upgrade', (req, socket, head) => {
    if (isAllowedHost(req.headers.host, allowedHosts)) presence.upgrade(req, socket, head);
    else socket.end('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = parseRequestUrl(req.url);
    if (!url) throw badRequest('The request target is not a valid address');
    if (!isForwarded(req) && !isAllowedHost(req.headers.host, allowedHosts)) {
      throw apiError(
        421,
        'misdirectedRequest',
        'This content lake does not answer to the name in the Host header: use its address, localhost, or add the name to LAKE_ALLOWED_HOSTS',
      );
    }
    const origin = req.headers.origin;
    const originAllowed = typeof origin === 'string' && (config.corsOrigins.includes(origin) || config.corsOrigins.includes('*'));
    if (originAllowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      // Only the Studio sends credentials (its session exchange asks for them); the lake sets no cookie for anyone.
      if (config.studioOrigins.includes(origin)) res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    res.setHeader('Vary', 'Origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');

    if (req.method === 'OPTIONS') {
      if (!originAllowed) throw apiError(403, 'corsOriginError', `Origin ${origin ?? '(none)'} is not allowed to reach the content lake`);
      // An allowed origin may send the headers it asks for (the Studio adds its own, such as x-sanity-app).
      const asked = req.headers['access-control-request-headers'];
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          typeof asked === 'string' && /^[\w-]+(\s*,\s*[\w-]+)*$/.test(asked.trim())
            ? asked
            : 'Authorization, Content-Type, If-None-Match, Last-Event-ID',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (url.pathname === '/health') {
      // Nothing counted: a count of every document would tell anyone watching it when an enquiry arrives.
      sendJson(res, 200, { ok: true });
      return;
    }

    const image = imageRoute.exec(url.pathname);
    if (image && (req.method === 'GET' || req.method === 'HEAD')) {
      await serveAsset(req, res, url, image as unknown as [string, string, string, string, string]);
      return;
    }

    if (isStudioRoute(url.pathname)) {
      const session = sessionOf(req.headers.authorization);
      await studio.handle(req, res, url, { access: accessOf(req.headers.authorization), session });
      return;
    }

    const upload = uploadRoute.exec(url.pathname);
    const api = apiRoute.exec(url.pathname);
    if (!api && !upload) throw notFound(`No such endpoint: ${req.method} ${url.pathname}`);
    const [, version, endpoint, dataset, rest] = (api ?? upload) as unknown as [string, string, string, string, string | undefined];
    if (!/^(1|X|\d{4}-\d{2}-\d{2})$/.test(version))
      throw badRequest(`Invalid API version "${version}": expected 1, X or a date like 2023-05-03`);
    const datasetName = decodePathSegment(dataset);
    if (datasetName !== config.dataset) throw notFound(`Dataset "${datasetName}" not found for project ID "${config.projectId}"`);
    const access = accessOf(req.headers.authorization);

    if (upload) {
      if (req.method !== 'POST') throw apiError(405, 'httpMethodNotAllowed', 'Assets are uploaded with POST');
      requireWrite(access, 'Uploads');
      const document = await uploads.upload(
        req,
        url,
        endpoint === 'images' ? 'image' : 'file',
        store,
        publicUrl,
        identityOf(req.headers.authorization),
      );
      sendJson(res, 200, { document });
    } else if (endpoint === 'query' && rest === undefined) {
      if (req.method !== 'GET' && req.method !== 'POST') throw apiError(405, 'httpMethodNotAllowed', 'Queries are sent with GET or POST');
      await query(req, res, url, access, version);
    } else if (endpoint === 'doc' && rest && req.method === 'GET') {
      documents(res, rest, access);
    } else if (endpoint === 'mutate' && rest === undefined && req.method === 'POST') {
      await mutate(req, res, url, access);
    } else if (endpoint === 'actions' && rest === undefined && req.method === 'POST') {
      await actions(req, res, access);
    } else if (endpoint === 'listen' && rest === undefined && req.method === 'GET') {
      listen.handle(req, res, url, access);
    } else if (endpoint === 'live/events' && rest === undefined && req.method === 'GET') {
      live.handle(req, res, url, access);
    } else if (endpoint === 'history' && rest === 'erase' && req.method === 'POST') {
      await erasePast(req, res, access);
    } else if (endpoint === 'history' && rest) {
      await history.handle(req, res, url, rest, access);
    } else if (endpoint === 'references' && rest && req.method === 'GET') {
      studio.references(res, url, rest, access);
    } else if (endpoint === 'export' && rest === undefined && req.method === 'GET') {
      await exportStream(res, url, access);
    } else if (endpoint === 'ping' && rest === undefined && req.method === 'GET') {
      // The Studio's document store times this to report its latency (reading Sanity's shard header, which this lacks).
      sendJson(res, 200, { ok: true });
    } else {
      throw notFound(`No such endpoint: ${req.method} ${url.pathname}`);
    }
  }

  function accessOf(header: string | undefined): Access {
    if (!header) return 'public';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    if (token === readToken) return 'read';
    if (token === writeToken) return 'write';
    if (token === enquiryToken) return 'enquiries';
    // An editor logged in to the Studio writes like the write token, under their own name.
    if (token && studio.sessions.user(token)) return 'write';
    throw authError(401, 'Session not found: the token is not valid for this content lake');
  }

  function sessionOf(header: string | undefined): string | null {
    const token = header ? /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() : undefined;
    return token && studio.sessions.user(token) ? token : null;
  }

  /** Who listeners and the history are told made a change. */
  function identityOf(header: string | undefined): string {
    const session = sessionOf(header);
    return session ? (studio.sessions.user(session) ?? writerIdentity) : writerIdentity;
  }

  function requireWrite(access: Access, what: string): void {
    if (access === 'public') throw authError(401, `${what} need a token with write access`);
    if (access !== 'write')
      throw apiError(403, 'mutationError', `${what} need a token with write access: this token may read but not write`, { items: [] });
  }

  /**
   * `POST /vX/data/history/{dataset}/erase` with `{"ids": [...]}` (the write token): the lake's own answer to erasure
   * (Sanity has none; its history lasts as its plan says, docs/security.md). Every past version of these documents
   * leaves the journal and the history: each keeps only its state now (an anonymised enquiry), or nothing once
   * deleted. `npm run enquiries` calls it after it erases or anonymises.
   */
  async function erasePast(req: IncomingMessage, res: ServerResponse, access: Access): Promise<void> {
    requireWrite(access, 'Erasing history');
    const body = parseJsonBody(await readBody(req, config.maxBodyBytes));
    const ids = isRecord(body) && Array.isArray(body.ids) ? (body.ids as unknown[]) : null;
    if (!ids || ids.length === 0 || ids.length > 1000) throw badRequest('"ids" must be a list of 1 to 1000 document ids');
    for (const id of ids) {
      try {
        assertValidId(id);
      } catch {
        throw badRequest(`Malformed document ID: ${JSON.stringify(id).slice(0, 140)}`);
      }
    }
    const valid = ids as string[];
    const records = await store.forgetPast(valid, identityOf(req.headers.authorization), (id) => historyBase.has(id));
    history.reset(records, (id) => historyBase.get(id) ?? null);
    sendJson(res, 200, { erased: valid.length });
  }

  async function query(req: IncomingMessage, res: ServerResponse, url: URL, access: Access, apiVersion: string): Promise<void> {
    let text: unknown;
    const params: Record<string, unknown> = {};
    if (req.method === 'POST') {
      const body = parseJsonBody(await readBody(req, config.maxBodyBytes));
      if (!isRecord(body)) throw badRequest('Request body must be a JSON object with a "query"');
      text = body.query;
      if (body.params !== undefined && !isRecord(body.params)) throw badRequest('"params" must be a JSON object');
      Object.assign(params, body.params);
    } else {
      text = url.searchParams.get('query') ?? undefined;
      for (const [key, raw] of url.searchParams) {
        if (!key.startsWith('$')) continue;
        try {
          params[key.slice(1)] = JSON.parse(raw);
        } catch {
          throw badRequest(`Unable to parse value of "${key}=${raw}". Please quote string values.`);
        }
      }
    }
    if (typeof text !== 'string' || text.trim() === '')
      throw badRequest('Missing query: send it as the "query" parameter or in a POST body');

    const perspective = parsePerspective(url.searchParams.get('perspective'), apiVersion);
    if (perspective !== 'published' && access === 'public') {
      throw authError(401, `The "${perspectiveName(perspective)}" perspective needs a token with read access`);
    }

    const sourceMap = ['true', 'withKeyArraySelector'].includes(url.searchParams.get('resultSourceMap') ?? '');
    const outcome = await pool!.run({ query: text, params, perspective, access, sourceMap, syncTags: true }, clientKey(req, access));
    // The result arrives as JSON bytes from the worker and is written as it is: no parsing or encoding on this thread.
    const body: Record<string, unknown> = { ms: outcome.ms, result: rawJson(outcome.json) };
    if (outcome.sourceMapJson) body.resultSourceMap = rawJson(outcome.sourceMapJson);
    if (outcome.syncTags) body.syncTags = outcome.syncTags;
    if (url.searchParams.get('returnQuery') !== 'false') body.query = text;
    sendJson(res, 200, body);
  }

  function documents(res: ServerResponse, rest: string, access: Access): void {
    const ids = decodePathSegment(rest).split(',').filter(Boolean);
    const view = set.view(access === 'public' ? 'published' : 'raw', access);
    const found: LakeDocument[] = [];
    // A private document asked for without a token is omitted exactly like an absent one: its existence is not told.
    const omitted: { id: string; reason: 'existence' }[] = [];
    for (const id of ids) {
      const doc = view.byId.get(id);
      if (doc) found.push(doc);
      else omitted.push({ id, reason: 'existence' });
    }
    sendJson(res, 200, { documents: found, omitted });
  }

  const flag = (url: URL, body: Record<string, unknown>, name: string) => url.searchParams.get(name) === 'true' || body[name] === true;

  function transactionOptions(req: IncomingMessage, url: URL, body: Record<string, unknown>) {
    const transactionId = url.searchParams.get('transactionId') ?? body.transactionId;
    if (transactionId !== undefined && typeof transactionId !== 'string') throw badRequest('"transactionId" must be a string');
    const visibility = url.searchParams.get('visibility') ?? 'sync';
    // Every answer comes once the write is on disk and visible to queries, which satisfies all three.
    if (!['sync', 'async', 'deferred'].includes(visibility))
      throw badRequest(`Invalid visibility "${visibility}": use sync, async or deferred`);
    return {
      transactionId,
      dryRun: flag(url, body, 'dryRun'),
      autoGenerateArrayKeys: flag(url, body, 'autoGenerateArrayKeys'),
      identity: identityOf(req.headers.authorization),
    };
  }

  async function mutate(req: IncomingMessage, res: ServerResponse, url: URL, access: Access): Promise<void> {
    if (access !== 'enquiries') requireWrite(access, 'Mutations');
    const body = parseJsonBody(await readBody(req, config.maxWriteBytes));
    const mutations = isRecord(body) ? body.mutations : undefined;
    if (!isRecord(body) || !Array.isArray(mutations) || mutations.length === 0)
      throw badRequest('Request body must be {"mutations": [...]}');
    if (access === 'enquiries' && !mutations.every((mutation) => createsEnquiry(mutation) || createsMovedRedirect(mutation))) {
      throw apiError(
        403,
        'mutationError',
        'This token may only create enquiries (create or createIfNotExists, _type "enquiry", an _id under "enquiry."), and the redirects the site makes when a page moves',
        {
          items: [],
        },
      );
    }
    const tx = await store.mutate(mutations as Record<string, unknown>[], transactionOptions(req, url, body));
    const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
    const returnIds = url.searchParams.get('returnIds') === 'true';
    const results =
      returnDocuments || returnIds
        ? tx.results().map(({ document, ...result }) => (returnDocuments && document ? { ...result, document } : result))
        : [];
    sendJson(res, 200, { transactionId: tx.id, results });
  }

  async function actions(req: IncomingMessage, res: ServerResponse, access: Access): Promise<void> {
    requireWrite(access, 'Actions');
    const body = parseJsonBody(await readBody(req, config.maxWriteBytes));
    const list = isRecord(body) ? body.actions : undefined;
    if (!isRecord(body) || !Array.isArray(list) || list.length === 0) throw badRequest('Request body must be {"actions": [...]}');
    const tx = await store.act(list, transactionOptions(req, new URL('http://lake'), body));
    sendJson(res, 200, { transactionId: tx.id });
  }

  /** `GET /data/export/{dataset}`: every document as NDJSON, as Sanity's export endpoint streams them. */
  async function exportStream(res: ServerResponse, url: URL, access: Access): Promise<void> {
    if (access === 'public') throw authError(401, 'Exports need a token with read access');
    const types = url.searchParams.get('types')?.split(',').filter(Boolean);
    const documents = set.all();
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' });
    for (const doc of documents) {
      if (types && !types.includes(doc._type)) continue;
      if (!res.write(`${JSON.stringify(doc)}\n`)) await new Promise((resolve) => res.once('drain', resolve));
      if (res.destroyed) return;
    }
    res.end();
  }

  async function serveAsset(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    match: [string, string, string, string, string],
  ): Promise<void> {
    const [, kind, projectId, dataset, name] = match;
    if (projectId !== config.projectId || dataset !== config.dataset || !assetName.test(name))
      throw notFound(`No such ${kind === 'images' ? 'image' : 'file'}`);
    const asset = assets.get(name) ?? uploads.files.get(name);
    if (!asset || (kind === 'images' && !asset.mimeType.startsWith('image/')))
      throw notFound(`No such ${kind === 'images' ? 'image' : 'file'}: ${name}`);
    const headers: Record<string, string> = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
    };
    let data: Buffer;
    let contentType: string;
    if (kind === 'files') {
      data = await readFile(asset.path);
      contentType = asset.mimeType;
      // The uploader chose the type: anything a browser might run (HTML, SVG, scripts) is a sandboxed download of
      // bytes, never of its declared type, so that no page (on this origin, or the site's that passes files on) can
      // load it as a script or a stylesheet (nosniff refuses both for application/octet-stream).
      if (!inlineFileTypes.has(contentType)) {
        contentType = 'application/octet-stream';
        headers['Content-Disposition'] = `attachment; filename="${name}"`;
        headers['Content-Security-Policy'] = "sandbox; default-src 'none'";
      }
    } else {
      const params = parseImageParams(url.searchParams);
      const rendered = await images.get(name, asset, params, req.headers.accept ?? '');
      data = rendered.data;
      contentType = rendered.contentType;
      headers.ETag = `"${rendered.key}"`;
      if (params.autoFormat) headers.Vary = 'Origin, Accept';
      if (req.headers['if-none-match'] === headers.ETag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    res.writeHead(200, { ...headers, 'Content-Type': contentType, 'Content-Length': String(data.length) });
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  /** The dataset folder with the journal replayed over it. */
  async function load(): Promise<void> {
    const loaded = await loadDataset(config.datasetPath, { projectId: config.projectId, dataset: config.dataset, publicUrl });
    const { transactions, records } = await store.load(loaded.documents);
    // The history starts from the dataset's documents as they were before the journal's first transaction.
    const touched = new Set(records.flatMap((record) => record.ids));
    historyBase = new Map(loaded.documents.filter((doc) => touched.has(doc._id)).map((doc) => [doc._id, doc]));
    history.reset(records, (id) => historyBase.get(id) ?? null);
    assets = loaded.assets;
    if (transactions > 0) logger.info(`journal replayed: ${transactions} transactions`);
    if (!pool) {
      pool = new QueryPool({
        size: config.workers,
        timeoutMs: config.queryTimeoutMs,
        projectId: config.projectId,
        dataset: config.dataset,
        documents: () => set.all(),
        logger,
        limits: clientLimits(config.workers, options.clientLimits),
        maxResultBytes: config.maxResultBytes,
        workerMemoryMb: config.workerMemoryMb,
      });
      store.attachPool(pool);
      await pool.started;
    }
    // Releases whose time passed while the lake was down (or before a reload) are published now.
    await scheduler.resume(set.all());
  }

  // Listen first (port 0 resolves to a real port), so asset URLs name the address actually served.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  publicUrl = url;

  let watcher: FSWatcher | null = null;
  try {
    await uploads.scan();
    await studio.load();
    ready = load();
    await ready;
  } catch (error) {
    await scheduler.stop();
    streams.close();
    presence.close();
    await new Promise((resolve) => server.close(resolve));
    await (pool as QueryPool | null)?.close();
    await journal.close();
    throw error;
  }

  const reload = async () => {
    const next = load();
    ready = next.catch(() => undefined);
    await next;
    // Every earlier answer may be stale now: live clients refetch, listeners reconnect.
    live.restart();
    listen.disconnectAll();
  };

  if (config.watch) {
    let timer: NodeJS.Timeout | undefined;
    watcher = watch(config.datasetPath, { recursive: true }, (_event, file) => {
      if (typeof file === 'string' && file.endsWith('.tmp')) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        reload().then(
          () => logger.info(`dataset reloaded: ${set.size} documents`),
          (error: Error) => logger.error(`dataset not reloaded, still serving the previous one: ${error.message}`),
        );
      }, 250);
    });
  }

  logger.info(`content lake on ${url} (project ${config.projectId}, dataset ${config.dataset}, ${set.size} documents)`);
  if (isIP(config.host) !== 0 && !/^(127\.|::1$)/.test(config.host) && config.allowedHosts.length === 0) {
    logger.info('other machines reach this lake by its IP address; to reach it by a name, list the name in LAKE_ALLOWED_HOSTS');
  }

  return {
    url,
    port,
    projectId: config.projectId,
    dataset: config.dataset,
    readToken,
    writeToken,
    enquiryToken,
    documentCount: () => set.size,
    handle: (req, res) => respond(markForwarded(req), res),
    reload,
    exportTo: (dir, exportOptions) => exportDataset(set.all(), (name) => assets.get(name) ?? uploads.files.get(name), dir, exportOptions),
    async close() {
      watcher?.close();
      await scheduler.stop();
      streams.close();
      presence.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool?.close();
      await journal.close();
    },
  };
}

/**
 * The data folder holds every enquiry (names, e-mail addresses, messages),
 * the uploads and the tokens: readable by the lake's user only, also when an
 * earlier version made it readable by all (files in it are made owner-only
 * too, but a closed folder covers those it made before).
 */
async function ownerOnlyFolder(dir: string, logger: Logger): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    await chmod(dir, 0o700);
  } catch (error) {
    logger.warn(`The data folder ${dir} could not be made readable by its owner only (${(error as Error).message}): run chmod 700 on it`);
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
