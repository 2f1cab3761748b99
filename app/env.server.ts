/**
 * The website's configuration: every environment variable the README lists
 * (but the embedded lake's own `LAKE_*`, read by content-lake/config.ts), read
 * once and checked by one schema. Every problem becomes one line saying which
 * variable to fix; `npm start` stops on it before anything starts.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import {
  CONTENT_API_VERSION,
  CONTENT_DATASET,
  CONTENT_READ_CONCURRENCY,
  ENQUIRY_RATE_LIMIT,
  RENDER_CONCURRENCY,
  RENDER_RATE_LIMIT,
  ADDRESS_CONCURRENCY,
  ADDRESS_RATE,
} from './constants.ts';

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export interface ContentConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Set for the embedded lake (and for a custom API host). */
  apiHost?: string;
  /** Server-only: reads drafts in preview. Never sent to the browser. */
  readToken?: string;
  /** Server-only: creates enquiries. */
  writeToken?: string;
  /** True when the content comes from the embedded lake started by `npm start`. */
  embedded: boolean;
}

export interface MailConfig {
  /** An SMTP address, for example smtp://user:pass@mail.example.com:587. */
  url: string;
  /** Who is told of each enquiry; the site's e-mail address when unset. */
  to?: string;
  from?: string;
}

/** The cache in front that the site purges by key when content changes (server/purge.ts). */
export type PurgeProvider = 'varnish' | 'fastly' | 'cloudflare';

export type PurgeConfig =
  // url: where Varnish takes PURGE requests, e.g. http://127.0.0.1:6081/.
  | { provider: 'varnish'; url: string; token: string }
  | { provider: 'fastly'; serviceId: string; token: string; apiUrl: string }
  | { provider: 'cloudflare'; zoneId: string; token: string; apiUrl: string };

export interface SiteConfig {
  port: number;
  host: string;
  /** The public origin, without a trailing slash: canonical URLs and sitemaps use it. */
  siteUrl: string;
  content: ContentConfig;
  /** The Studio's address: it may frame the site, and stega links point at it. */
  studioUrl?: string;
  /** Signs the preview cookie and the contact form's token; random per process when unset. */
  previewSecret?: string;
  formSecret?: string;
  /** Enquiries one address may send per window. */
  enquiryRateLimit: number;
  /** Pages made for one address alone (a query string, a form) in RENDER_RATE_WINDOW_MS (server/limits.ts). */
  renderRateLimit: number;
  /** Of those, made at once for one address by this instance (server/limits.ts). */
  renderConcurrencyPerAddress: number;
  /** Requests from one address answered at once by this instance, whatever they ask (server/address-turns.ts). */
  requestsPerAddress: number;
  /** Of those, answered a second past a burst (server/address-turns.ts). */
  requestsPerSecond: number;
  /** Reads of the content service in flight at once from this instance (app/sanity/fetch.server.ts). */
  contentReadConcurrency: number;
  /** Days after which an enquiry that did not lead to work is anonymised (app/contact/retention.server.ts). */
  enquiryRetentionDays: number;
  /** The private folder of files sent with briefs (app/contact/attachments.server.ts); shared by every instance. */
  attachmentsDir: string;
  /** E-mail the team about each stored enquiry, when set. */
  mail?: MailConfig;
  /** Where the build is written and served from, relative to the project. */
  buildDir: string;
  /** Where the page store keeps rendered pages (default: the build's `pages/`). */
  pageStoreDir: string;
  /** Pages rendered at once in the background. */
  renderConcurrency: number;
  /** Signs Sanity's webhook to POST /api/revalidate; unset: the endpoint is off. */
  revalidateSecret?: string;
  /** Redis for the rate limits shared by every instance; unset: each process counts on its own. */
  redisUrl?: string;
  /** Express's `trust proxy`: how many proxies, or which addresses, may say who the client is and how it connected. */
  trustProxy: number | string[] | false;
  /** Served to browsers over HTTPS only: plain HTTP redirected (from a trusted proxy's X-Forwarded-Proto), Secure cookies. */
  httpsOnly: boolean;
  /** Origins an editor may allow for a live-chat provider besides the known providers' (server/chat-domains.ts). */
  chatOrigins: string[];
  /** The cache in front (CACHE_PURGE): pages carry its keys, and changed ones are purged from it. Unset: none. */
  purge?: PurgeConfig;
}

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A signing key: unset means a random one per process; set, it must be long enough to be a secret. */
const secret = (name: string) =>
  z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value.trim() !== '',
      `${name} is set but empty: set it to a random value of at least 32 characters, or unset it`,
    )
    .refine(
      (value) => value === undefined || value.trim().length >= 32,
      `${name} must be at least 32 characters (for example: openssl rand -hex 32)`,
    )
    .transform((value) => value?.trim());

const httpUrl = (message: string) => z.url({ protocol: /^https?$/, message });

/** An origin an operator may add to the chat's allowed ones: https, or plain http on this machine only (a test's provider). */
function isChatOrigin(origin: string): boolean {
  return /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i.test(origin) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/.test(origin);
}

/** One entry of a TRUST_PROXY list: an address, a subnet (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`) or one of Express's names. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/** The APIs purged when their URL variable is unset (tests point them at a stand-in on this machine). */
const FASTLY_API_URL = 'https://api.fastly.com';
const CLOUDFLARE_API_URL = 'https://api.cloudflare.com/client/v4';

/** An address the site sends purges to: no user or password in it (fetch refuses them; the token has its own variable). */
function isPurgeUrl(value: string, { plainHttp }: { plainHttp: 'anywhere' | 'this machine' }): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  // A provider's API over plain HTTP would send its token in the clear: only a test's stand-in on this machine.
  return url.protocol === 'http:' && (plainHttp === 'anywhere' || ['localhost', '127.0.0.1'].includes(url.hostname));
}

const apiUrl = (name: string, fallback: string) =>
  optional.pipe(
    z
      .string()
      .refine(
        (value) => isPurgeUrl(value, { plainHttp: 'this machine' }),
        `${name} must be an https:// address without a user or password (http:// only on localhost or 127.0.0.1); unset, ${fallback}`,
      )
      .transform((value) => value.replace(/\/+$/, ''))
      .default(fallback),
  );

/** A provider's API token: it goes into a request header, so visible characters only. */
const apiToken = (name: string, what: string) =>
  optional.pipe(
    z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, `${name} must be ${what}: at least 16 characters, without spaces`)
      .optional(),
  );

/** What each cache needs, and what to set each to: a missing one is named in one line with what to set. */
const PURGE_VARIABLES: Record<PurgeProvider, { needs: Record<string, string>; may: string[] }> = {
  varnish: {
    needs: {
      VARNISH_PURGE_URL: 'the address Varnish takes purges on, like http://127.0.0.1:6081/',
      VARNISH_PURGE_TOKEN: "the token in Varnish's VCL, 16 or more letters and digits",
    },
    may: [],
  },
  fastly: {
    needs: { FASTLY_SERVICE_ID: "the service's ID in Fastly's console", FASTLY_API_TOKEN: 'a token with purge rights' },
    may: ['FASTLY_API_URL'],
  },
  cloudflare: {
    needs: {
      CLOUDFLARE_ZONE_ID: "the zone's ID, on its Overview page in Cloudflare's dashboard",
      CLOUDFLARE_API_TOKEN: 'a token with the Cache Purge permission on the zone',
    },
    may: ['CLOUDFLARE_API_URL'],
  },
};

/**
 * CACHE_PURGE's cache needs its variables, and no other cache's may be set (an operator who set Fastly's token but
 * not CACHE_PURGE would believe pages are purged). Read from the raw environment, so that these lines come with the
 * schema's, in one start.
 */
function purgeProblems(env: NodeJS.ProcessEnv): string[] {
  const isSet = (name: string) => (env[name]?.trim() ?? '') !== '';
  const chosen = env.CACHE_PURGE?.trim() || undefined;
  // Another value: the schema's line says what CACHE_PURGE may be, and which cache's variables count is unknown.
  if (chosen !== undefined && !Object.hasOwn(PURGE_VARIABLES, chosen)) return [];
  const problems: string[] = [];
  for (const [provider, { needs, may }] of Object.entries(PURGE_VARIABLES)) {
    if (provider === chosen) {
      const missing = Object.entries(needs).filter(([name]) => !isSet(name));
      if (missing.length > 0) {
        problems.push(`CACHE_PURGE=${provider} needs ${missing.map(([name, what]) => `${name} (${what})`).join(' and ')}`);
      }
      continue;
    }
    for (const name of [...Object.keys(needs), ...may]) {
      if (isSet(name)) problems.push(`${name} is set but CACHE_PURGE is not ${provider}: set CACHE_PURGE=${provider}, or unset ${name}`);
    }
  }
  return problems;
}

const trustProxyMessage =
  'TRUST_PROXY must be the number of proxies in front of the site (1 for one load balancer) or their addresses and subnets, comma-separated (10.0.0.0/8, loopback)';

const schema = z.object({
  PORT: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, 'PORT must be a port number from 1 to 65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'PORT must be a port number from 1 to 65535')
      .optional(),
  ),
  HOST: optional.pipe(
    z
      .string()
      .regex(/^[\w.:[\]-]+$/, 'HOST must be an address to listen on, like 127.0.0.1 or 0.0.0.0')
      .default('127.0.0.1'),
  ),
  SITE_URL: optional.pipe(
    httpUrl('SITE_URL must be an http(s) address like https://www.example.com')
      .refine(
        (url) => new URL(url).pathname === '/' || new URL(url).pathname === '',
        'SITE_URL must be an origin without a path, like https://www.example.com',
      )
      .optional(),
  ),
  SANITY_PROJECT_ID: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID must be lowercase letters, digits and dashes, as shown in sanity.io/manage')
      .optional(),
  ),
  SANITY_DATASET: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'SANITY_DATASET must be lowercase letters, digits, _ and -, at most 64 characters')
      .default(CONTENT_DATASET),
  ),
  SANITY_API_VERSION: optional.pipe(
    z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2}|1|X)$/, `SANITY_API_VERSION must be a date like ${CONTENT_API_VERSION}`)
      .default(CONTENT_API_VERSION),
  ),
  SANITY_API_HOST: optional.pipe(httpUrl('SANITY_API_HOST must be an http(s) address').optional()),
  SANITY_API_READ_TOKEN: optional,
  SANITY_API_WRITE_TOKEN: optional,
  SANITY_STUDIO_URL: optional.pipe(httpUrl('SANITY_STUDIO_URL must be the http(s) address of the Studio').optional()),
  PREVIEW_SECRET: secret('PREVIEW_SECRET'),
  FORM_SECRET: secret('FORM_SECRET'),
  ATTACHMENTS_DIR: optional.pipe(
    z
      .string()
      .regex(/^[\w./-]+$/, 'ATTACHMENTS_DIR must be a folder path such as .data/attachments')
      .default('.data/attachments'),
  ),
  ENQUIRY_RETENTION_DAYS: optional.pipe(
    z
      .string()
      .regex(
        /^[1-9]\d{0,4}$/,
        'ENQUIRY_RETENTION_DAYS must be a whole number of days above 0, such as 730 (the privacy policy says 24 months)',
      )
      .transform(Number)
      .default(730),
  ),
  ENQUIRY_RATE_LIMIT: optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, 'ENQUIRY_RATE_LIMIT must be a whole number above 0')
      .transform(Number)
      .default(ENQUIRY_RATE_LIMIT),
  ),
  RENDER_RATE_LIMIT: optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, 'RENDER_RATE_LIMIT must be a whole number of pages above 0, such as 120')
      .transform(Number)
      .default(RENDER_RATE_LIMIT),
  ),
  RENDER_CONCURRENCY: optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'RENDER_CONCURRENCY must be a whole number from 1 to 9999, such as 4')
      .transform(Number)
      .default(RENDER_CONCURRENCY),
  ),
  ADDRESS_CONCURRENCY: optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'ADDRESS_CONCURRENCY must be a whole number from 1 to 9999, such as 6')
      .transform(Number)
      .default(ADDRESS_CONCURRENCY),
  ),
  ADDRESS_RATE: optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'ADDRESS_RATE must be a whole number from 1 to 999999, such as 30')
      .transform(Number)
      .default(ADDRESS_RATE),
  ),
  CONTENT_READ_CONCURRENCY: optional.pipe(
    z
      .string()
      .regex(/^([3-9]|[1-9]\d{1,2})$/, 'CONTENT_READ_CONCURRENCY must be a whole number from 3 to 999, such as 16')
      .transform(Number)
      .default(CONTENT_READ_CONCURRENCY),
  ),
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// address' }).optional()),
  ENQUIRY_NOTIFY_TO: optional.pipe(z.email('ENQUIRY_NOTIFY_TO must be an e-mail address').optional()),
  SMTP_FROM: optional,
  PAGE_STORE_DIR: optional.pipe(
    z
      .string()
      .regex(/^[\w./-]+$/, 'PAGE_STORE_DIR must be a folder path such as build/pages')
      .optional(),
  ),
  PAGE_RENDER_CONCURRENCY: optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, 'PAGE_RENDER_CONCURRENCY must be a whole number above 0')
      .transform(Number)
      .default(2),
  ),
  SANITY_REVALIDATE_SECRET: secret('SANITY_REVALIDATE_SECRET'),
  BUILD_DIR: optional.pipe(
    z
      .string()
      .regex(/^[\w./-]+$/, 'BUILD_DIR must be a folder path such as build or .cache/my-build')
      .default('build'),
  ),
  REDIS_URL: optional.pipe(
    z.url({ protocol: /^rediss?$/, message: 'REDIS_URL must be a redis:// or rediss:// address, like redis://10.0.0.5:6379' }).optional(),
  ),
  CONTENT_LAKE: optional.pipe(z.enum(['embedded'], { message: 'CONTENT_LAKE may only be "embedded" (set by npm start)' }).optional()),
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .refine(
        (value) => value !== 'true',
        'TRUST_PROXY=true would believe any client about its own address (and so about rate limits): set the number of proxies (1) or their addresses',
      )
      .refine(
        (value) => value === 'false' || /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isProxyAddress(entry.trim())),
        trustProxyMessage,
      )
      .transform((value): number | string[] | false =>
        value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value.split(',').map((entry) => entry.trim()),
      )
      .optional(),
  ),
  CHAT_ORIGINS: optional.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim().replace(/\/+$/, '')))
      .refine(
        (origins) => origins.every(isChatOrigin),
        'CHAT_ORIGINS must be origins, comma-separated, each https://host[:port] (or http:// on localhost or 127.0.0.1), without wildcards or paths',
      )
      .optional(),
  ),
  HTTPS_ONLY: optional.pipe(
    z
      .enum(['true', 'false'], { message: 'HTTPS_ONLY must be true or false (unset: true when SITE_URL is https)' })
      .transform((value) => value === 'true')
      .optional(),
  ),
  CACHE_PURGE: optional.pipe(
    z
      .enum(['varnish', 'fastly', 'cloudflare'], {
        message: 'CACHE_PURGE must be varnish, fastly or cloudflare (the cache in front of the site), or unset when there is none',
      })
      .optional(),
  ),
  VARNISH_PURGE_URL: optional.pipe(
    z
      .string()
      .refine(
        (value) => isPurgeUrl(value, { plainHttp: 'anywhere' }),
        'VARNISH_PURGE_URL must be the http(s) address Varnish takes purges on, like http://127.0.0.1:6081/, without a user or password',
      )
      .optional(),
  ),
  // Written into the VCL's string as it is (scripts/varnish.ts takes the same).
  VARNISH_PURGE_TOKEN: optional.pipe(
    z
      .string()
      .regex(
        /^[\w-]{16,200}$/,
        'VARNISH_PURGE_TOKEN must be 16 to 200 letters, digits, - or _, the same as in the VCL (for example: openssl rand -hex 16)',
      )
      .optional(),
  ),
  FASTLY_SERVICE_ID: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,64}$/, "FASTLY_SERVICE_ID must be the service's ID in Fastly's console: letters and digits")
      .optional(),
  ),
  FASTLY_API_TOKEN: apiToken('FASTLY_API_TOKEN', 'a Fastly API token with purge rights'),
  FASTLY_API_URL: apiUrl('FASTLY_API_URL', FASTLY_API_URL),
  CLOUDFLARE_ZONE_ID: optional.pipe(
    z
      .string()
      .regex(
        /^[0-9a-f]{32}$/i,
        "CLOUDFLARE_ZONE_ID must be the zone's ID: 32 hexadecimal characters, on its Overview page in Cloudflare's dashboard",
      )
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  CLOUDFLARE_API_TOKEN: apiToken('CLOUDFLARE_API_TOKEN', 'a Cloudflare API token with the Cache Purge permission'),
  CLOUDFLARE_API_URL: apiUrl('CLOUDFLARE_API_URL', CLOUDFLARE_API_URL),
});

/** The cache to purge, once purgeProblems found nothing missing (so each variable it reads is set). */
function purgeConfig(values: z.output<typeof schema>): PurgeConfig | undefined {
  switch (values.CACHE_PURGE) {
    case 'varnish':
      return { provider: 'varnish', url: values.VARNISH_PURGE_URL!, token: values.VARNISH_PURGE_TOKEN! };
    case 'fastly':
      return { provider: 'fastly', serviceId: values.FASTLY_SERVICE_ID!, token: values.FASTLY_API_TOKEN!, apiUrl: values.FASTLY_API_URL };
    case 'cloudflare':
      return {
        provider: 'cloudflare',
        zoneId: values.CLOUDFLARE_ZONE_ID!,
        token: values.CLOUDFLARE_API_TOKEN!,
        apiUrl: values.CLOUDFLARE_API_URL,
      };
    default:
      return undefined;
  }
}

/** The secrets every instance must share: a form or a preview cookie made by one is checked by another. */
const sharedSecrets = ['FORM_SECRET', 'PREVIEW_SECRET'] as const;

export interface ReadOptions {
  /** Only check what can be checked before the embedded lake sets SANITY_PROJECT_ID. */
  check?: boolean;
  /**
   * The site is about to serve, in production as the operator said (NODE_ENV
   * as given): then the shared secrets must be set. A single local `npm start`
   * makes its own per process.
   */
  serving?: { production: boolean };
}

/**
 * Reads and checks the environment. Without SANITY_PROJECT_ID (`npm start`
 * sets it for the embedded lake before the app reads it) only `check` passes.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, options: ReadOptions = {}): SiteConfig {
  const parsed = schema.safeParse(env);
  const crossed = purgeProblems(env);
  if (!parsed.success || crossed.length > 0) {
    throw new ConfigError([...(parsed.error?.issues.map((issue) => issue.message) ?? []), ...crossed]);
  }
  const values = parsed.data;
  const sharedBecause = !options.serving
    ? null
    : values.REDIS_URL
      ? 'REDIS_URL set (more than one instance)'
      : options.serving.production
        ? 'NODE_ENV=production'
        : null;
  if (sharedBecause) {
    const missing = sharedSecrets.filter((name) => !values[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map(
          (name) =>
            `${name} is not set: with ${sharedBecause} every instance must use the same one; set it to a random value of at least 32 characters (openssl rand -hex 32), the same on each instance`,
        ),
      );
    }
  }
  if (!values.SANITY_PROJECT_ID && !options.check) {
    throw new ConfigError([
      'SANITY_PROJECT_ID is not set: start with `npm start` to use the embedded content lake, or set SANITY_PROJECT_ID (and SANITY_DATASET) for a Sanity project',
    ]);
  }
  const port = values.PORT ?? 3000;
  const siteUrl = (values.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const trustProxy = values.TRUST_PROXY === 0 ? false : (values.TRUST_PROXY ?? false);
  if (values.HTTPS_ONLY === true && trustProxy === false) {
    throw new ConfigError([
      'HTTPS_ONLY=true needs TRUST_PROXY: the site serves plain HTTP itself, so only a trusted proxy can say a request came over HTTP (set TRUST_PROXY=1 for one load balancer)',
    ]);
  }
  return {
    port,
    host: values.HOST,
    siteUrl,
    content: {
      projectId: values.SANITY_PROJECT_ID ?? '',
      dataset: values.SANITY_DATASET,
      apiVersion: values.SANITY_API_VERSION,
      apiHost: values.SANITY_API_HOST,
      readToken: values.SANITY_API_READ_TOKEN,
      writeToken: values.SANITY_API_WRITE_TOKEN,
      embedded: values.CONTENT_LAKE === 'embedded',
    },
    studioUrl: values.SANITY_STUDIO_URL,
    previewSecret: values.PREVIEW_SECRET,
    formSecret: values.FORM_SECRET,
    enquiryRateLimit: values.ENQUIRY_RATE_LIMIT,
    renderRateLimit: values.RENDER_RATE_LIMIT,
    renderConcurrencyPerAddress: values.RENDER_CONCURRENCY,
    requestsPerAddress: values.ADDRESS_CONCURRENCY,
    requestsPerSecond: values.ADDRESS_RATE,
    contentReadConcurrency: values.CONTENT_READ_CONCURRENCY,
    enquiryRetentionDays: values.ENQUIRY_RETENTION_DAYS,
    attachmentsDir: values.ATTACHMENTS_DIR,
    mail: values.SMTP_URL ? { url: values.SMTP_URL, to: values.ENQUIRY_NOTIFY_TO, from: values.SMTP_FROM } : undefined,
    buildDir: values.BUILD_DIR,
    pageStoreDir: values.PAGE_STORE_DIR ?? `${values.BUILD_DIR.replace(/\/+$/, '')}/pages`,
    renderConcurrency: values.PAGE_RENDER_CONCURRENCY,
    revalidateSecret: values.SANITY_REVALIDATE_SECRET,
    redisUrl: values.REDIS_URL,
    trustProxy,
    httpsOnly: values.HTTPS_ONLY ?? siteUrl.startsWith('https://'),
    chatOrigins: values.CHAT_ORIGINS ?? [],
    purge: purgeConfig(values),
  };
}

let cached: SiteConfig | undefined;

/** The configuration of this process, read on first use. */
export function siteConfig(): SiteConfig {
  cached ??= readConfig();
  return cached;
}
