/**
 * Turns and a pace per client address. A server shares its cores among the
 * requests it holds, first come first served: one address with 32 requests
 * always in flight (a loop of distinct catalogue filters, unknown addresses,
 * click ids) puts 32 of its own ahead of every other visitor's one, and
 * however cheap each answer is, a loop that asks again the moment it is
 * answered takes every spare cycle of the machine. So an address has at most
 * `atOnce` requests answered at once; its next ones wait, untouched, until one
 * of its own is answered, and past `waiting` of them it is told to wait (429,
 * before any other work). And it keeps a pace: a burst of requests goes at
 * once (a page and its files, several pages opened together), then at most
 * ADDRESS_RATE a second, the next waiting for their moment, and a request that
 * would wait longer than a couple of seconds is told to wait instead. A
 * visitor never meets either; a loop is slowed to the pace. Nothing outlives
 * its need: a turn goes with its answer, a pace once its address has been
 * quiet for a while.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import { plainAnswerHeaders } from './security.ts';
import type { SiteConfig } from '../app/env.server.ts';
import { statusMessage } from './errors.ts';

/** A queue of turns per key: `take` starts `start` now or when a turn frees, and returns false when there is no room. */
export interface Turns {
  take(key: string, start: (release: () => void) => void): boolean;
  /** Whether `take` would find room for `key` now. */
  hasRoom(key: string): boolean;
  /** Keys with a turn or a wait (tests: nothing stays). */
  readonly size: number;
}

export function turns(atOnce: number, waiting: number): Turns {
  const held = new Map<string, { running: number; queue: ((release: () => void) => void)[] }>();
  const releaser = (key: string) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const turn = held.get(key)!;
      const next = turn.queue.shift();
      if (next) return next(releaser(key));
      if (--turn.running === 0) held.delete(key);
    };
  };
  return {
    take(key, start) {
      const turn = held.get(key) ?? { running: 0, queue: [] };
      if (turn.running < atOnce) {
        turn.running++;
        held.set(key, turn);
        start(releaser(key));
        return true;
      }
      if (turn.queue.length >= waiting) return false;
      turn.queue.push(start);
      return true;
    },
    hasRoom(key) {
      const turn = held.get(key);
      return !turn || turn.running < atOnce || turn.queue.length < waiting;
    },
    get size() {
      return held.size;
    },
  };
}

/** How many of one address's requests wait for a turn, for each one answered at once. */
export const WAITING_PER_TURN = 8;

/**
 * A token bucket per key: `burst` requests at once, then `perSecond`. `reserve` takes the key's next token and says
 * how long, in ms, its request waits for it (0: not at all), or null when that would be longer than `maxWaitMs` (the
 * token is not taken). A key's bucket is forgotten once it is full again (looked for every `sweepMs`).
 */
export function pacer(perSecond: number, burst: number, maxWaitMs: number, now = () => performance.now(), sweepMs = 10_000) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refilled = (bucket: { tokens: number; at: number }, at: number) =>
    Math.min(burst, bucket.tokens + ((at - bucket.at) * perSecond) / 1000);
  const sweep = setInterval(() => {
    const at = now();
    for (const [key, bucket] of buckets) if (refilled(bucket, at) >= burst) buckets.delete(key);
  }, sweepMs);
  sweep.unref();
  return {
    reserve(key: string): number | null {
      const at = now();
      const bucket = buckets.get(key);
      const tokens = bucket ? refilled(bucket, at) : burst;
      const wait = tokens >= 1 ? 0 : ((1 - tokens) * 1000) / perSecond;
      if (wait > maxWaitMs) return null;
      buckets.set(key, { tokens: tokens - 1, at });
      return wait;
    },
    /** Keys with a bucket (tests: nothing stays). */
    get size() {
      return buckets.size;
    },
    stop: () => clearInterval(sweep),
  };
}

/** A burst of requests is answered at once: this many seconds' worth of the pace (a page and its files, a few tabs). */
export const BURST_SECONDS = 10;
/** Past this wait for its moment, a request is told to wait (429) instead of being held. */
export const MAX_PACE_WAIT_MS = 2_000;

/** Which proxies may say who the client is: express's own, compiled from TRUST_PROXY (`app.get('trust proxy fn')`). */
export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * `handler` behind turns and a pace per client address (the address express's `req.ip` finds, with the proxies it
 * trusts): at most `config.requestsPerAddress` at once, eight times as many waiting, and `config.requestsPerSecond` a
 * second past a burst; the rest answered 429 in plain text.
 */
export function byAddressTurns(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  config: SiteConfig,
  trusted: TrustedProxies,
): ((req: IncomingMessage, res: ServerResponse) => void) & { readonly held: number } {
  const queue = turns(config.requestsPerAddress, config.requestsPerAddress * WAITING_PER_TURN);
  const pace = pacer(config.requestsPerSecond, config.requestsPerSecond * BURST_SECONDS, MAX_PACE_WAIT_MS);
  const body = statusMessage(429);
  const refusal = {
    ...plainAnswerHeaders(config),
    'cache-control': 'no-store',
    'retry-after': '1',
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  };
  const refuse = (res: ServerResponse) => void res.writeHead(429, refusal).end(body);
  const enter = (address: string, req: IncomingMessage, res: ServerResponse) => {
    // A client that left while it waited has nothing to answer.
    if (req.socket.destroyed) return;
    const admitted = queue.take(address, (release) => {
      res.once('close', release);
      if (req.socket.destroyed) return release();
      handler(req, res);
    });
    if (!admitted) refuse(res);
  };
  const gated = (req: IncomingMessage, res: ServerResponse) => {
    // A socket already gone has no address: it shares one key, and its answer goes nowhere.
    const address = proxyAddr(req, trusted) ?? 'unknown';
    const wait = pace.reserve(address);
    if (wait === null) return refuse(res);
    if (wait === 0) return enter(address, req, res);
    const moment = setTimeout(() => enter(address, req, res), wait);
    res.once('close', () => clearTimeout(moment));
  };
  return Object.defineProperty(gated, 'held', { get: () => queue.size }) as typeof gated & { readonly held: number };
}
