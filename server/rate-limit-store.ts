/**
 * Where the rate limits count. A single process counts in its own memory.
 * Several instances (REDIS_URL set) count in Redis through
 * `rate-limit-redis`, so a limit holds across all of them. When Redis is
 * unreachable, each instance counts in its own memory until Redis is back: a
 * looser limit for a while, never a refused or failed enquiry, and one line in
 * the log when it goes and one when it comes back.
 */
import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';

/** A Redis command that takes longer than this counts as Redis being away (a visitor is waiting). */
const COMMAND_TIMEOUT_MS = 500;

export interface LimitStores {
  /** A store for one limiter (each limiter needs its own), its keys under `prefix`. */
  store(prefix: string): Store;
  /** Resolves once Redis is connected and every store's scripts are loaded (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One line when Redis goes away and one when it is back, however many requests notice meanwhile. */
function healthLog(address: string, log: (line: string) => void) {
  let down = false;
  return {
    down(error: unknown) {
      if (down) return;
      down = true;
      log(
        `rate limits: Redis at ${address} is unreachable (${(error as Error).message || String(error)}); each instance counts on its own until it is back`,
      );
    },
    up() {
      if (!down) return;
      down = false;
      log(`rate limits: Redis at ${address} is back; limits are shared again`);
    },
    get isDown() {
      return down;
    },
  };
}

/** Counts in the shared store, or in this process's memory while the shared one fails. */
class FallbackStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private options: Options | undefined;
  private readonly local = new MemoryStore();
  private readonly shared: RedisStore;
  private readonly health: ReturnType<typeof healthLog>;
  private readonly connected: () => boolean;

  constructor(shared: RedisStore, health: ReturnType<typeof healthLog>, connected: () => boolean, prefix: string) {
    this.shared = shared;
    this.health = health;
    this.connected = connected;
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.options = options;
    this.local.init(options);
    void this.reconnected();
  }

  /** Redis (re)connected: its scripts are loaded again (a failed first load would otherwise stay failed). */
  async reconnected(): Promise<void> {
    if (!this.options || !this.connected()) return;
    await this.shared.init(this.options).then(
      () => this.health.up(),
      (error: unknown) => this.health.down(error),
    );
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      const counted = await this.shared.increment(key);
      this.health.up();
      return counted;
    } catch (error) {
      this.health.down(error);
      return this.local.increment(key);
    }
  }

  async decrement(key: string): Promise<void> {
    await this.shared.decrement(key).catch(() => this.local.decrement(key));
  }

  async resetKey(key: string): Promise<void> {
    await Promise.allSettled([this.shared.resetKey(key), this.local.resetKey(key)]);
  }

  shutdown(): void {
    this.local.shutdown();
  }
}

/** Stores in memory (no REDIS_URL), or in Redis with a fallback to memory. */
export function limitStores(redisUrl: string | undefined, log: (line: string) => void = (line) => console.warn(line)): LimitStores {
  if (!redisUrl) return { store: () => new MemoryStore(), ready: async () => undefined, close: async () => undefined };

  const address = new URL(redisUrl).host;
  const health = healthLog(address, log);
  const client = createClient({
    url: redisUrl,
    // No queue while disconnected: a command fails at once, and the limit falls back to memory.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  const stores: FallbackStore[] = [];
  let loaded: Promise<unknown> = new Promise((resolve) => client.once('ready', resolve));
  client.on('error', (error: unknown) => health.down(error));
  client.on('ready', () => {
    loaded = Promise.all(stores.map((store) => store.reconnected()));
  });
  client.connect().catch((error: unknown) => health.down(error));

  return {
    store(prefix) {
      const shared = new RedisStore({ prefix, sendCommand: (...args: string[]) => client.sendCommand(args) });
      const store = new FallbackStore(shared, health, () => client.isReady, prefix);
      stores.push(store);
      return store;
    },
    async ready() {
      while (!client.isReady) await new Promise((resolve) => client.once('ready', resolve));
      await loaded;
    },
    async close() {
      for (const store of stores) store.shutdown();
      if (client.isOpen) await client.close().catch(() => client.destroy());
      else client.destroy();
    },
  };
}
