/**
 * Who may run how many queries. Each client (a token, this machine, or else
 * an address) has a cap on queries running and a bounded queue of its own;
 * the untrusted clients together run on all workers but one, so the site's
 * own server always finds one free; and a free worker goes to the waiting
 * client that has used the workers least since it became active (in turn
 * among equals), so that a client with many or slow queries waits behind
 * those with few. Nothing here outlives a client's last query: the state is
 * bounded by the queries in flight, which the queues bound.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { apiError, LakeError } from './errors.ts';
import type { Access } from './types.ts';

export interface ClientLimits {
  /** Queries one untrusted client may have running at once. */
  running: number;
  /** Queries all untrusted clients together may have running at once. */
  publicRunning: number;
  /** Queries a trusted client may have running at once: a token's holder, or a process on this machine (the site's server). */
  trustedRunning: number;
  /** Queries one client may have waiting for a worker, besides those running. */
  waiting: number;
  /** Queries waiting for a worker, all clients together. */
  totalWaiting: number;
}

/**
 * Defaults for a pool of `workers`: untrusted clients together run on all
 * but one worker (so the site's server always finds one), one of them on
 * half of those at most (so one slow client leaves room for the others: with
 * the default three workers, one each); a trusted client on all of them.
 */
export function clientLimits(workers: number, given: Partial<ClientLimits> = {}): ClientLimits {
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const shared = Math.max(1, workers - 1);
  return {
    running: Math.max(1, Math.floor(shared / 2)),
    publicRunning: shared,
    trustedRunning: workers,
    waiting: 32,
    totalWaiting: 256,
    ...defined,
  };
}

export interface Client {
  key: string;
  trusted: boolean;
  running: number;
  /** Worker time its queries took since it became active, in ms. */
  used: number;
}

const forwarded = new WeakSet<IncomingMessage>();

/** Marks a request the site passed on to the lake (`lake.handle`): a visitor's, whatever address it came from. */
export function markForwarded(req: IncomingMessage): IncomingMessage {
  forwarded.add(req);
  return req;
}

/** Whether the site passed the request on: its Host and address are the visitor's, checked by the site. */
export function isForwarded(req: IncomingMessage): boolean {
  return forwarded.has(req);
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A client's identity: the token it holds; `local` for a process on this
 * machine connecting to the lake's own port (the site's server rendering
 * pages, the build); otherwise its address (as Express gives it, behind a
 * trusted proxy, when the site passes a visitor's request on). IPv6
 * addresses count by their /64 network, which one host usually has whole.
 */
export function clientKey(req: IncomingMessage, access: Access): string {
  if (access !== 'public') return `token:${access}`;
  if (!forwarded.has(req) && loopback.has(req.socket.remoteAddress ?? '')) return 'local';
  const address = (req as IncomingMessage & { ip?: string }).ip ?? req.socket.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return `ip:${mapped[1]}`;
  if (isIP(address) === 6) return `ip:${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return `ip:${address}`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

export function tooManyQueries(description: string, retryAfterSeconds: number): LakeError {
  // The shape of Sanity's rate-limit answers; @sanity/client retries a 429 after a pause.
  const error = new LakeError(429, { statusCode: 429, error: 'Too Many Requests', message: description }, description);
  error.headers = { 'Retry-After': String(retryAfterSeconds) };
  return error;
}

/**
 * Queues of waiting items per client, served in turn. `take` gives the next
 * item whose client is under its running cap; `finish` releases the slot.
 */
export class FairQueue<T> {
  private readonly limits: ClientLimits;
  private readonly waiting = new Map<string, { client: Client; items: T[] }>();
  private readonly clients = new Map<string, Client>();
  private size = 0;
  private publicActive = 0;

  constructor(limits: ClientLimits) {
    this.limits = limits;
  }

  get waitingCount(): number {
    return this.size;
  }

  /** Adds an item for a client, or throws 429 (the client's limit) or 503 (the lake's). */
  add(key: string, item: T): Client {
    const client = this.clients.get(key) ?? { key, trusted: isTrusted(key), running: 0, used: 0 };
    const queue = this.waiting.get(key);
    // In flight (running or waiting, whether or not a worker is free): at most the running cap plus the waiting cap.
    if (client.running + (queue?.items.length ?? 0) >= this.runningCap(key) + this.limits.waiting) {
      throw tooManyQueries(
        `Too many queries at once from one client: at most ${this.runningCap(key)} run and ${this.limits.waiting} wait at a time. Wait for answers before sending more.`,
        1,
      );
    }
    if (this.size >= this.limits.totalWaiting) {
      const error = apiError(
        503,
        'serviceUnavailable',
        `The content lake is busy: ${this.limits.totalWaiting} queries are waiting. Try again shortly.`,
      );
      error.headers = { 'Retry-After': '1' };
      throw error;
    }
    this.clients.set(key, client);
    if (queue) queue.items.push(item);
    // A client with nothing waiting joins the end of the round.
    else this.waiting.set(key, { client, items: [item] });
    this.size++;
    return client;
  }

  /**
   * The next item to run: from the waiting client that may run one more and
   * has used the workers least (the first in turn among equals); with
   * `keepForTrusted`, from a trusted client only. Its client is counted as
   * running.
   */
  take(keepForTrusted = false): { item: T; client: Client } | null {
    let chosen: { client: Client; items: T[] } | undefined;
    for (const [key, queue] of this.waiting) {
      const { client } = queue;
      if (client.running >= this.runningCap(key)) continue;
      if (!client.trusted && (keepForTrusted || this.publicActive >= this.limits.publicRunning)) continue;
      if (!chosen || client.used < chosen.client.used) chosen = queue;
    }
    if (!chosen) return null;
    const { client, items } = chosen;
    const item = items.shift()!;
    this.size--;
    // The client goes to the end of the round (or leaves it, with nothing more waiting).
    this.waiting.delete(client.key);
    if (items.length > 0) this.waiting.set(client.key, chosen);
    client.running++;
    if (!client.trusted) this.publicActive++;
    return { item, client };
  }

  /** Removes an item still waiting (its time ran out); false if it is no longer waiting. */
  remove(key: string, item: T): boolean {
    const queue = this.waiting.get(key);
    const index = queue ? queue.items.indexOf(item) : -1;
    if (!queue || index < 0) return false;
    queue.items.splice(index, 1);
    this.size--;
    if (queue.items.length === 0) this.waiting.delete(key);
    this.forgetIfIdle(queue.client);
    return true;
  }

  /** A query of the client ended after `ms` on a worker. */
  finish(client: Client, ms: number): void {
    client.running--;
    client.used += ms;
    if (!client.trusted) this.publicActive--;
    this.forgetIfIdle(client);
  }

  /** Everything still waiting, removed (the lake is closing). */
  drain(): T[] {
    const items = [...this.waiting.values()].flatMap((queue) => queue.items);
    this.waiting.clear();
    this.size = 0;
    return items;
  }

  private runningCap(key: string): number {
    return isTrusted(key) ? this.limits.trustedRunning : this.limits.running;
  }

  private forgetIfIdle(client: Client): void {
    if (client.running === 0 && !this.waiting.has(client.key)) this.clients.delete(client.key);
  }
}

/** A token's holder, or a process on this machine. */
function isTrusted(key: string): boolean {
  return key === 'local' || key.startsWith('token:');
}
