/**
 * Editors' sessions for the Studio on this machine. Sanity's login ends with
 * the browser back at the Studio holding a session id (`#sid=…`), which the
 * Studio exchanges once for a token (`/auth/fetch`); the lake does the same,
 * so the Studio never holds the lake's own write token. Both kinds are kept
 * in memory with a bound: a session pushed out, idle too long, past its
 * lifetime (or lost with a restart) answers 401, and the Studio goes back to
 * the login, which needs the key `npm run studio` printed (studio-api.ts).
 */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** The one editor the lake knows: whoever uses the Studio on this machine. */
export const lakeEditor = {
  id: 'lake-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  provider: 'lake',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Reads and edits everything in the embedded lake' }],
} as const;

/**
 * A session token left in a browser is a write credential: it ends after a
 * working day unused, and after a day whatever its use, as a login at a
 * hosted service would.
 */
export const sessionLifetimes = {
  idleMs: 8 * 60 * 60 * 1000,
  lifetimeMs: 24 * 60 * 60 * 1000,
};

export interface EditorSessionOptions {
  /** Sessions kept at once; the least recently used goes first. */
  maxSessions?: number;
  /** How long a session id waits to be exchanged for a token. */
  exchangeMs?: number;
  /** A session unused this long ends. */
  idleMs?: number;
  /** A session ends this long after its login, used or not. */
  lifetimeMs?: number;
}

export class EditorSessions {
  private readonly pending: LRUCache<string, true>;
  private readonly tokens: LRUCache<string, { userId: string; endsAt: number }>;
  private readonly lifetimeMs: number;

  constructor(options: EditorSessionOptions = {}) {
    this.pending = new LRUCache({ max: 64, ttl: options.exchangeMs ?? 60_000 });
    // Every use starts the idle time again.
    this.tokens = new LRUCache({ max: options.maxSessions ?? 100, ttl: options.idleMs ?? sessionLifetimes.idleMs, updateAgeOnGet: true });
    this.lifetimeMs = options.lifetimeMs ?? sessionLifetimes.lifetimeMs;
  }

  /** A session id for the login's redirect. */
  begin(): string {
    const sid = randomBytes(24).toString('base64url');
    this.pending.set(sid, true);
    return sid;
  }

  /** The session's token, once: a session id is good for one exchange. */
  exchange(sid: string): string | null {
    if (!this.pending.get(sid)) return null;
    this.pending.delete(sid);
    const token = `lake-session-${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { userId: lakeEditor.id, endsAt: Date.now() + this.lifetimeMs });
    return token;
  }

  /** The editor a token belongs to, or null. */
  user(token: string): string | null {
    const session = this.tokens.get(token);
    if (session && Date.now() >= session.endsAt) {
      this.tokens.delete(token);
      return null;
    }
    return session?.userId ?? null;
  }

  end(token: string): void {
    this.tokens.delete(token);
  }
}
