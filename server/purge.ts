/**
 * The caches the site can purge by key (issue 40, decision 0039), one small
 * adapter each: Varnish with its xkey module (a PURGE request that the
 * project's VCL takes with a shared token), Fastly (purge by surrogate key)
 * and Cloudflare (purge by cache tag). Each adapter also says which response
 * header that cache reads a page's keys from. A purge resolves once the cache
 * confirmed it, and rejects with what the cache answered. The token never
 * appears in an error, even when a cache repeats it back.
 */
import type { PurgeConfig, PurgeProvider } from '../app/env.server.ts';

// The configuration's types live with the environment it is read from (app/ imports nothing from server/).
export type { PurgeConfig, PurgeProvider };

export interface CachePurger {
  readonly provider: PurgeProvider;
  /** The response header this cache reads its keys from, and the keys as that header's value. */
  readonly keyHeader: string;
  keyHeaderValue(keys: readonly string[]): string;
  /** Purges these keys; resolves when the cache confirmed, rejects with an Error saying what the cache answered. */
  purge(keys: readonly string[]): Promise<void>;
}

/** How long one purge request may take: the caller retries (cache-purge.ts), so a hung cache must not hold it. */
const TIMEOUT_MS = 10_000;
/** Fastly's batch purge takes at most 256 surrogate keys a request. */
const FASTLY_KEYS_PER_REQUEST = 256;
/** Cloudflare's purge by tag takes at most 30 tags a request. */
const CLOUDFLARE_TAGS_PER_REQUEST = 30;
/**
 * Varnish refuses a request header longer than `http_req_hdr_len` (8 KB by default), and one publish can change every
 * page at once: longer key lists go out in several PURGE requests.
 */
const VARNISH_HEADER_CHARS = 4_000;
/** The longest key Fastly and Cloudflare take. */
const MAX_KEY_CHARS = 1024;
/** How much of a cache's answer an error repeats: enough to tell why, not a whole error page. */
const ANSWER_CHARS = 200;

/** Visible ASCII but the comma: whitespace or a comma would split a key in two, anything else is not safe in a header. */
const KEY = /^[\x21-\x2b\x2d-\x7e]+$/;

const isKey = (key: string) => key.length <= MAX_KEY_CHARS && KEY.test(key);

/** The keys once each; throws before any request on a key no cache would take (sync tags never are). */
function checkedKeys(keys: readonly string[]): string[] {
  for (const key of keys) {
    if (!isKey(key)) {
      throw new Error(
        `Not a cache key: ${JSON.stringify(key.slice(0, 80))}${key.length > 80 ? '…' : ''} (a key is 1 to ${MAX_KEY_CHARS} visible characters, without spaces or commas)`,
      );
    }
  }
  return [...new Set(keys)];
}

/** The keys for a response header: a key no cache would take is left out (the page goes out; its own key still purges it). */
const headerKeys = (keys: readonly string[]) => [...new Set(keys.filter(isKey))];

function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/** Keys joined by spaces, in as few lists as keep each under `maxChars`. */
function spaceSeparatedLists(keys: readonly string[], maxChars: number): string[] {
  const lists: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current && current.length + 1 + key.length > maxChars) {
      lists.push(current);
      current = '';
    }
    current = current ? `${current} ${key}` : key;
  }
  if (current) lists.push(current);
  return lists;
}

/** A cache's answer as one short line. */
const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > ANSWER_CHARS ? `${line.slice(0, ANSWER_CHARS)}…` : line;
};

interface CloudflareAnswer {
  success?: unknown;
  errors?: { code?: unknown; message?: unknown }[];
}

/** Cloudflare's JSON answer, or null for anything else (a proxy's error page: its text then says what happened). */
function cloudflareAnswer(text: string): CloudflareAnswer | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as CloudflareAnswer) : null;
  } catch {
    return null;
  }
}

interface Answer {
  status: number;
  ok: boolean;
  text: string;
}

/** What differs between the caches: their keys' header, the requests that purge some keys, and what counts as done. */
interface Adapter {
  keyHeader: string;
  separator: string;
  /** The requests that purge these keys (checked, once each), in as few as the cache takes them. */
  requests(keys: string[]): { url: string; init: RequestInit }[];
  /** Why an answer is not a purge (what to say after "answered <status>", may be empty), or null when it is one. */
  refusal(answer: Answer): string | null;
}

/** Varnish and Fastly answer a purge with a status alone. */
const byStatus = (answer: Answer) => (answer.ok ? null : oneLine(answer.text));

function adapterFor(config: PurgeConfig): Adapter {
  switch (config.provider) {
    case 'varnish':
      return {
        keyHeader: 'xkey',
        separator: ' ',
        requests: (keys) =>
          spaceSeparatedLists(keys, VARNISH_HEADER_CHARS).map((list) => ({
            url: config.url,
            init: { method: 'PURGE', headers: { 'xkey-purge': list, 'X-Purge-Token': config.token } },
          })),
        refusal: byStatus,
      };
    case 'fastly': {
      const url = `${config.apiUrl.replace(/\/+$/, '')}/service/${encodeURIComponent(config.serviceId)}/purge`;
      return {
        keyHeader: 'Surrogate-Key',
        separator: ' ',
        requests: (keys) =>
          inGroupsOf(keys, FASTLY_KEYS_PER_REQUEST).map((group) => ({
            url,
            init: {
              method: 'POST',
              headers: { 'Fastly-Key': config.token, 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify({ surrogate_keys: group }),
            },
          })),
        refusal: byStatus,
      };
    }
    case 'cloudflare': {
      const url = `${config.apiUrl.replace(/\/+$/, '')}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`;
      return {
        keyHeader: 'Cache-Tag',
        separator: ',',
        requests: (keys) =>
          inGroupsOf(keys, CLOUDFLARE_TAGS_PER_REQUEST).map((group) => ({
            url,
            init: {
              method: 'POST',
              headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
              body: JSON.stringify({ tags: group }),
            },
          })),
        refusal(answer) {
          // Cloudflare may answer 200 with `success: false`: only `success: true` is a purge.
          const body = cloudflareAnswer(answer.text);
          if (answer.ok && body?.success === true) return null;
          const messages = (Array.isArray(body?.errors) ? body.errors : [])
            .filter((error) => typeof error?.message === 'string')
            .map((error) => (typeof error.code === 'number' ? `${String(error.message)} (${error.code})` : String(error.message)));
          const said = messages.length > 0 ? messages.join('; ') : body ? '' : answer.text;
          return oneLine(said) || 'the purge was not confirmed';
        },
      };
    }
  }
}

export function createPurger(config: PurgeConfig, fetchImpl: typeof fetch = fetch): CachePurger {
  const name = { varnish: 'Varnish', fastly: 'Fastly', cloudflare: 'Cloudflare' }[config.provider];
  // Whatever goes into an error passes through here: a cache (or a proxy before it) may echo the request back.
  const redact = (text: string) => (config.token ? text.replaceAll(config.token, '[token]') : text);

  /** One request, its answer read whole (so the connection is free again); throws when no answer came. */
  const send = async (url: string, init: RequestInit): Promise<Answer> => {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${TIMEOUT_MS / 1000} s`
          : ((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
      throw new Error(redact(`${name} could not be reached at ${new URL(url).origin}: ${reason}`));
    }
    const text = await response.text().catch(() => '');
    return { status: response.status, ok: response.ok, text };
  };

  const refused = (answer: Answer, detail: string) => new Error(redact(`${name} answered ${answer.status}${detail ? `: ${detail}` : ''}`));
  const adapter = adapterFor(config);
  return {
    provider: config.provider,
    keyHeader: adapter.keyHeader,
    keyHeaderValue: (keys) => headerKeys(keys).join(adapter.separator),
    async purge(keys) {
      for (const { url, init } of adapter.requests(checkedKeys(keys))) {
        const answer = await send(url, init);
        const detail = adapter.refusal(answer);
        if (detail !== null) throw refused(answer, detail);
      }
    },
  };
}
