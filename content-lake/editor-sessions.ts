/**
 * Editors' sessions for the Studio on this machine. Sanity's login ends with
 * the browser back at the Studio holding a session id (`#sid=…`), which the
 * Studio exchanges once for a token (`/auth/fetch`); the lake does the same,
 * so the Studio never holds the lake's own write token. Both kinds are kept
 * in memory with a bound: a session pushed out (or lost with a restart)
 * answers 401, and the Studio logs in again by itself.
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

export interface EditorSessionOptions {
  /** Sessions kept at once; the least recently used goes first. */
  maxSessions?: number;
  /** How long a session id waits to be exchanged for a token. */
  exchangeMs?: number;
}

export class EditorSessions {
  private readonly pending: LRUCache<string, true>;
  private readonly tokens: LRUCache<string, { userId: string }>;

  constructor(options: EditorSessionOptions = {}) {
    this.pending = new LRUCache({ max: 64, ttl: options.exchangeMs ?? 60_000 });
    this.tokens = new LRUCache({ max: options.maxSessions ?? 100 });
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
    this.tokens.set(token, { userId: lakeEditor.id });
    return token;
  }

  /** The editor a token belongs to, or null. */
  user(token: string): string | null {
    return this.tokens.get(token)?.userId ?? null;
  }

  end(token: string): void {
    this.tokens.delete(token);
  }
}
