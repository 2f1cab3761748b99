/**
 * What Sanity Studio asks of its project besides documents, answered the way
 * Sanity's API answers it, for one local editor: the login (Sanity's own
 * flow: a provider, a session id in the address's hash, `/auth/fetch`), the
 * current user, the project, its dataset and the editor's grants, and the
 * project's features: content releases, which the lake keeps itself
 * (releases.ts, release-scheduler.ts), and none of the hosted ones. What
 * needs Sanity's hosted services (telemetry, comments, tasks, scheduled
 * publishing, the media library) is turned off in the Studio's configuration
 * or answered as absent, in shapes the Studio takes quietly.
 * docs/decisions/0015-studio-offline.md lists them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isRecord } from './dataset-loader.ts';
import { EditorSessions, lakeEditor } from './editor-sessions.ts';
import { apiError, authError, badRequest, notFound } from './errors.ts';
import { parseJsonBody, readBody, sendJson } from './http.ts';
import type { Access } from './types.ts';

/** `/v{version}/…` addresses this module answers (the documents' own are in lake.ts). */
const studioRoute =
  /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/(auth|users|projects|check|features|intake|journey|help|ping|media-libraries|comments|schedules|access|subscriptions|descriptors|assist|geoip)(?:\/(.*))?$/;

/**
 * The project's features, as `/features` names them. Content releases are the
 * lake's own (the `sanity.action.release.*` actions, version documents,
 * stacked perspectives, the scheduler); without `contentReleases` the Studio
 * offers an upgrade instead of a release. Comments, tasks, scheduled
 * publishing and scheduled drafts stay off: they need Sanity's hosted services.
 */
const studioFeatures = ['contentReleases'] as const;

/**
 * `/projects/{id}/new-content-release-allowed`, which the Studio asks before it
 * creates a release: the plan's limits. The lake has no plan and no limit; the
 * Studio needs a number for the dataset's (it compares the active releases with
 * it), takes `null` for "no limit" for the organisation's, and counts the
 * metered releases against that: here none are metered.
 */
const releaseLimits = {
  datasetReleaseLimit: Number.MAX_SAFE_INTEGER,
  orgActiveReleaseLimit: null,
  orgMeteredActiveReleaseCount: 0,
};

/** What only Sanity's hosted services offer (see docs/decisions/0015-studio-offline.md). */
function hosted(method: string, pathname: string) {
  return notFound(`The content lake does not offer ${method} ${pathname}: it needs Sanity's hosted services`);
}

export function isStudioRoute(pathname: string): boolean {
  return studioRoute.test(pathname);
}

export interface StudioApiOptions {
  projectId: string;
  dataset: string;
  /** Origins a Studio is served from: the login sends sessions there and nowhere else. */
  studioOrigins: string[];
  /** What the login address must carry (`npm run studio` makes it and prints the address); none, nobody can log in. */
  loginKey?: string;
  /** Origins allowed to call the lake from a browser (`/check/cors` tells the Studio). */
  corsOrigins: string[];
  sessions: EditorSessions;
  /** When the lake started: the project's and dataset's creation date. */
  startedAt: string;
  /** Where the editor's Studio settings are kept (list layouts, sort orders, recent searches). */
  settingsFile: string;
}

export interface StudioCaller {
  access: Access;
  /** The session token, when the caller is a logged-in editor. */
  session: string | null;
}

/** Who wrote through the lake's own write token, as the Studio's history and avatars name it. */
export const writeTokenUser = {
  id: 'lake-write-token',
  displayName: 'Write token',
  isRobot: true,
};

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Addresses of this machine a browser may use for the lake (guards the login against DNS rebinding). */
const localHost = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** Compares in constant time, so that the answer's timing tells nothing of the key. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export class StudioApi {
  private readonly options: StudioApiOptions;
  private readonly settings: UserSettings;

  constructor(options: StudioApiOptions) {
    this.options = options;
    this.settings = new UserSettings(options.settingsFile);
  }

  /** Reads the kept settings; call once before serving. */
  load(): Promise<void> {
    return this.settings.load();
  }

  get sessions(): EditorSessions {
    return this.options.sessions;
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, caller: StudioCaller): Promise<void> {
    const [, area, rest = ''] = studioRoute.exec(url.pathname) as unknown as [string, string, string | undefined];
    const parts = rest.split('/').filter(Boolean);
    const method = req.method ?? 'GET';
    const get = method === 'GET' || method === 'HEAD';

    switch (area) {
      case 'check':
        if (get && rest === 'cors') return this.cors(req, res);
        break;
      case 'auth':
        return this.auth(req, res, url, parts, caller);
      case 'users':
        if (get && parts[0] === 'me' && parts.length === 1) return this.me(res, caller);
        if (parts[0] === 'me' && parts[1] === 'keyvalue') return this.keyValue(req, res, parts.slice(2), caller);
        if (get && parts.length === 1) return this.users(res, parts[0]!.split(','), caller);
        break;
      case 'projects':
        if (get) return this.projects(res, url, parts, caller);
        break;
      case 'features':
        // Content releases, which the lake keeps; none of Sanity's hosted features (comments, tasks, scheduled publishing).
        if (get && parts.length === 0) return sendJson(res, 200, studioFeatures);
        break;
      case 'intake':
        // Telemetry: the Studio asks for consent first; denied, it sends nothing.
        if (get && rest === 'telemetry-status') return sendJson(res, 200, { status: 'denied' });
        break;
      case 'journey':
        // Sanity's product messages (trials, plan limits, upsells, announcements): there are none here.
        if (get) return sendJson(res, 200, null);
        break;
      case 'help':
        // The help menu's links come from sanity.io; offline the menu shows the Studio's version only.
        if (get && rest === '') return sendJson(res, 200, { resources: { sectionArray: [] } });
        break;
      case 'subscriptions':
        // The plan, which the Studio reads for how long history is kept (shown on a published release). The lake
        // keeps its last transactions by count (10,000 by default), whatever their age: no limit in days to state.
        if (get && rest === `project/${this.options.projectId}`) {
          return sendJson(res, 200, {
            plan: { name: 'Embedded lake' },
            featureTypes: { retention: { features: [{ attributes: { maxRetentionDays: null } }] } },
          });
        }
        break;
      case 'ping':
        // The Studio times this to warn about HTTP/1.1 to Sanity's API. Without Timing-Allow-Origin it cannot
        // tell the protocol, and does not warn: on this machine the connection's speed is not the point.
        if (get && rest === '') return sendJson(res, 200, 'PONG', { 'Access-Control-Allow-Origin': '*' });
        break;
    }
    // Media libraries, comments and tasks, schedules, access requests, schema upload, AI assist, GeoIP.
    throw hosted(method, url.pathname);
  }

  /**
   * `/data/references/{dataset}/documents/{id}/to`: the documents in other
   * datasets that refer to one (the Studio asks before a delete). The lake
   * has one dataset, so there are none; references within it the Studio
   * finds with a query.
   */
  references(res: ServerResponse, url: URL, rest: string, access: Access): void {
    if (access === 'public') throw authError(401, 'References are listed to token holders only');
    if (!/^documents\/[^/]+\/to$/.test(rest)) throw notFound(`No such endpoint: GET ${url.pathname}`);
    if (url.searchParams.get('excludeInternalReferences') !== 'true') {
      throw badRequest('The content lake lists references from other datasets only (excludeInternalReferences=true): it has one dataset');
    }
    sendJson(res, 200, { totalCount: 0, references: [] });
  }

  /** `/check/cors`: whether this browser origin may call the lake (the Studio asks when a request fails). */
  private cors(req: IncomingMessage, res: ServerResponse): void {
    const origin = req.headers.origin;
    const allowed = typeof origin === 'string' && (this.options.corsOrigins.includes(origin) || this.options.corsOrigins.includes('*'));
    // Credentials only for a Studio's own origin (lake.ts sends them to no other).
    const studio = typeof origin === 'string' && this.options.studioOrigins.includes(origin);
    sendJson(res, 200, { result: { allowed, withCredentials: allowed && studio } });
  }

  private auth(req: IncomingMessage, res: ServerResponse, url: URL, parts: string[], caller: StudioCaller): void {
    const [action, provider] = parts;
    if (req.method === 'GET' && action === 'login' && provider === 'lake' && parts.length === 2) return this.login(req, res, url);
    if (req.method === 'GET' && action === 'providers' && parts.length === 1) {
      return sendJson(res, 200, { providers: [this.provider(req)], thirdPartyLogin: false, sso: {} });
    }
    if (req.method === 'GET' && action === 'fetch' && parts.length === 1) {
      const sid = url.searchParams.get('sid') ?? '';
      const token = this.sessions.exchange(sid);
      if (!token) throw authError(401, 'Session not found: log in again');
      return sendJson(res, 200, { token });
    }
    if (req.method === 'GET' && action === 'id' && parts.length === 1) {
      if (!caller.session) throw authError(401, 'Not logged in');
      return sendJson(res, 200, { id: lakeEditor.id });
    }
    if (req.method === 'POST' && action === 'logout' && parts.length === 1) {
      if (caller.session) this.sessions.end(caller.session);
      return sendJson(res, 200, {});
    }
    throw notFound(`No such endpoint: ${req.method} ${url.pathname}`);
  }

  private provider(req: IncomingMessage) {
    return { name: 'lake', title: 'Local editor', url: `http://${req.headers.host ?? 'localhost'}/v1/auth/login/lake` };
  }

  /**
   * The login: a session for a browser on this machine that opened the
   * address `npm run studio` printed (its key is known to that terminal
   * only: any process here could reach the lake, none other knows the key),
   * sent back to a Studio origin the lake was started with (never anywhere
   * else, so no other site can obtain one), in the hash of the address as
   * Sanity sends it.
   */
  private login(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (this.options.studioOrigins.length === 0) {
      throw apiError(403, 'loginDisabled', 'This content lake was started without a Studio (LAKE_STUDIO_ORIGINS): nobody may log in');
    }
    if (!loopback.has(req.socket.remoteAddress ?? '') || !localHost.test(req.headers.host ?? '')) {
      throw apiError(403, 'loginDisabled', 'Editors log in from this machine only');
    }
    if (!this.options.loginKey) {
      throw apiError(
        403,
        'loginDisabled',
        'This content lake was started without a login key (LAKE_STUDIO_LOGIN_KEY): run `npm run studio`, which makes one and prints the address to log in with',
      );
    }
    if (!sameSecret(url.searchParams.get('key') ?? '', this.options.loginKey)) {
      throw apiError(
        403,
        'loginDisabled',
        'Log in with the address `npm run studio` printed when it started: this one lacks its login key',
      );
    }
    let target: URL;
    try {
      target = new URL(url.searchParams.get('origin') ?? '');
    } catch {
      throw badRequest('"origin" must be the address of the Studio to return to');
    }
    if (!this.options.studioOrigins.includes(target.origin)) {
      throw apiError(403, 'loginDisabled', `${target.origin} is not a Studio of this content lake`);
    }
    target.hash = `sid=${this.sessions.begin()}`;
    res.writeHead(302, { Location: target.toString(), 'Cache-Control': 'no-store' });
    res.end();
  }

  /** `/users/me`: the editor for a session; `{}` (not logged in) for anyone else, as Sanity answers. */
  private me(res: ServerResponse, caller: StudioCaller): void {
    sendJson(res, 200, caller.session ? lakeEditor : {});
  }

  /** `/users/me/keyvalue`: the editor's Studio settings, as Sanity keeps them per user. */
  private async keyValue(req: IncomingMessage, res: ServerResponse, keys: string[], caller: StudioCaller): Promise<void> {
    if (!caller.session) throw authError(401, 'Settings are kept for logged-in editors only');
    if (req.method === 'GET' && keys.length === 1) {
      return sendJson(
        res,
        200,
        decodeURIComponent(keys[0]!)
          .split(',')
          .map((key) => ({ key, value: this.settings.get(key) })),
      );
    }
    if (req.method === 'PUT' && keys.length === 0) {
      const body = parseJsonBody(await readBody(req, 256 * 1024));
      if (!Array.isArray(body) || !body.every((pair) => isRecord(pair) && typeof pair.key === 'string')) {
        throw badRequest('Request body must be a list of {key, value}');
      }
      const pairs = body as { key: string; value: unknown }[];
      await this.settings.set(pairs);
      return sendJson(
        res,
        200,
        pairs.map(({ key }) => ({ key, value: this.settings.get(key) })),
      );
    }
    throw notFound(`No such endpoint: ${req.method} /users/me/keyvalue`);
  }

  private users(res: ServerResponse, ids: string[], caller: StudioCaller): void {
    if (caller.access === 'public') throw authError(401, 'Users are listed to editors only');
    const known = ids.map((id) => this.user(id)).filter((user) => user !== null);
    // One id answers one user, several a list, as Sanity does.
    if (ids.length === 1) {
      if (!known[0]) throw notFound(`User "${ids[0]}" not found`);
      return sendJson(res, 200, known[0]);
    }
    sendJson(res, 200, known);
  }

  private user(id: string) {
    const { projectId, startedAt } = this.options;
    const base = {
      projectId,
      familyName: null,
      givenName: null,
      middleName: null,
      imageUrl: null,
      createdAt: startedAt,
      updatedAt: startedAt,
    };
    if (id === lakeEditor.id || id === 'me') return { ...base, id: lakeEditor.id, displayName: lakeEditor.name, isCurrentUser: true };
    if (id === writeTokenUser.id) return { ...base, id, displayName: writeTokenUser.displayName, isCurrentUser: false };
    return null;
  }

  private projects(res: ServerResponse, url: URL, parts: string[], caller: StudioCaller): void {
    const { projectId, dataset, startedAt } = this.options;
    if (parts[0] !== projectId)
      throw apiError(404, 'projectNotFound', `Project "${parts[0] ?? ''}" not found`, { errorCode: 'SIO-404-PNF' });
    const rest = parts.slice(1);
    if (rest.length === 0) return sendJson(res, 200, this.project());
    if (caller.access === 'public') throw authError(401, 'The project is shown to editors only');
    if (rest.length === 1 && rest[0] === 'datasets') {
      // Add-on datasets (comments, tasks) live in Sanity's hosted service: the lake has none.
      if (url.searchParams.has('datasetProfile')) return sendJson(res, 200, []);
      return sendJson(res, 200, [{ name: dataset, aclMode: 'public', createdAt: startedAt, createdByUserId: lakeEditor.id, tags: [] }]);
    }
    if (rest.length === 3 && rest[0] === 'datasets' && rest[1] === dataset && rest[2] === 'acl')
      return sendJson(res, 200, this.grants(caller));
    if (rest.length === 1 && rest[0] === 'grants') return sendJson(res, 200, this.projectGrants(caller));
    // No Studio is registered with a hosting service: the Studio then uses its own address.
    if (rest.length === 1 && rest[0] === 'user-applications') return sendJson(res, 200, []);
    // Asked (at vX) before a release is created, archived or reverted: no plan, no limit.
    if (rest.length === 1 && rest[0] === 'new-content-release-allowed') return sendJson(res, 200, { data: releaseLimits });
    // Roles, access requests, a deployed Studio's manifest.
    throw hosted('GET', url.pathname);
  }

  private project() {
    const { projectId, startedAt } = this.options;
    return {
      id: projectId,
      displayName: 'Embedded content lake',
      studioHost: null,
      organizationId: null,
      organization: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      activityFeedEnabled: false,
      maxRetentionDays: 0,
      createdAt: startedAt,
      updatedAt: startedAt,
      metadata: { color: '#2276fc', externalStudioHost: this.options.studioOrigins[0] ?? '' },
      members: [
        {
          id: lakeEditor.id,
          role: 'administrator',
          roles: lakeEditor.roles,
          isRobot: false,
          isCurrentUser: true,
          createdAt: startedAt,
          updatedAt: startedAt,
        },
      ],
      features: [],
      pendingInvites: 0,
    };
  }

  /** The dataset's access list for the caller: everything for the editor (the lake has one role), reading for a read token. */
  private grants(caller: StudioCaller) {
    const permissions = caller.access === 'write' ? ['read', 'create', 'update', 'history', 'editHistory'] : ['read'];
    return [{ filter: '_id in path("**")', permissions }];
  }

  private projectGrants(caller: StudioCaller) {
    const names = caller.access === 'write' ? ['read', 'update', 'create', 'delete'] : ['read'];
    const grant = (id: string, title: string) => [
      { id, name: id, title, description: null, isCustom: false, config: {}, grants: names.map((name) => ({ name, params: {} })) },
    ];
    return {
      'sanity.project': grant('sanity.project', 'Project'),
      'sanity.project.datasets': grant('sanity.project.datasets', 'Datasets'),
    };
  }
}

/**
 * The editor's Studio settings, kept in the data folder so they survive a
 * restart. Bounded: so many keys, each value so large.
 */
class UserSettings {
  private readonly file: string;
  private readonly values = new Map<string, unknown>();
  private writing: Promise<void> = Promise.resolve();
  static readonly maxKeys = 1000;
  static readonly maxValueBytes = 64 * 1024;

  constructor(file: string) {
    this.file = file;
  }

  async load(): Promise<void> {
    try {
      const stored: unknown = JSON.parse(await readFile(this.file, 'utf8'));
      if (isRecord(stored)) for (const [key, value] of Object.entries(stored).slice(0, UserSettings.maxKeys)) this.values.set(key, value);
    } catch {
      // None kept yet (or unreadable): start empty.
    }
  }

  get(key: string): unknown {
    return this.values.get(key) ?? null;
  }

  set(pairs: { key: string; value: unknown }[]): Promise<void> {
    for (const { key, value } of pairs) {
      if (key.length > 200) throw badRequest('A settings key has at most 200 characters');
      if (JSON.stringify(value ?? null).length > UserSettings.maxValueBytes) throw badRequest('A settings value has at most 64 KB');
      if (!this.values.has(key) && this.values.size >= UserSettings.maxKeys)
        throw apiError(409, 'settingsLimit', 'Too many settings are kept');
    }
    for (const { key, value } of pairs) {
      if (value === null || value === undefined) this.values.delete(key);
      else this.values.set(key, value);
    }
    const snapshot = JSON.stringify(Object.fromEntries(this.values));
    // Written whole and renamed into place, one write after another.
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        await mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
        await writeFile(`${this.file}.tmp`, snapshot, { mode: 0o600 });
        await rename(`${this.file}.tmp`, this.file);
      });
    return this.writing;
  }
}
