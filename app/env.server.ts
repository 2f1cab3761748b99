/**
 * The website's configuration: every environment variable the README lists
 * (but the embedded lake's own `LAKE_*`, read by content-lake/config.ts), read
 * once and checked by one schema. Every problem becomes one line saying which
 * variable to fix; `npm start` stops on it before anything starts.
 */
import { z } from 'zod';
import { CONTENT_API_VERSION, CONTENT_DATASET, ENQUIRY_RATE_LIMIT } from './constants.ts';

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
  ENQUIRY_RATE_LIMIT: optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, 'ENQUIRY_RATE_LIMIT must be a whole number above 0')
      .transform(Number)
      .default(ENQUIRY_RATE_LIMIT),
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
  CONTENT_LAKE: optional.pipe(z.enum(['embedded'], { message: 'CONTENT_LAKE may only be "embedded" (set by npm start)' }).optional()),
});

/**
 * Reads and checks the environment. Without SANITY_PROJECT_ID (`npm start`
 * sets it for the embedded lake before the app reads it) only `check` passes.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, options: { check?: boolean } = {}): SiteConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  }
  const values = parsed.data;
  if (!values.SANITY_PROJECT_ID && !options.check) {
    throw new ConfigError([
      'SANITY_PROJECT_ID is not set: start with `npm start` to use the embedded content lake, or set SANITY_PROJECT_ID (and SANITY_DATASET) for a Sanity project',
    ]);
  }
  const port = values.PORT ?? 3000;
  return {
    port,
    host: values.HOST,
    siteUrl: (values.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
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
    mail: values.SMTP_URL ? { url: values.SMTP_URL, to: values.ENQUIRY_NOTIFY_TO, from: values.SMTP_FROM } : undefined,
    buildDir: values.BUILD_DIR,
    pageStoreDir: values.PAGE_STORE_DIR ?? `${values.BUILD_DIR.replace(/\/+$/, '')}/pages`,
    renderConcurrency: values.PAGE_RENDER_CONCURRENCY,
    revalidateSecret: values.SANITY_REVALIDATE_SECRET,
  };
}

let cached: SiteConfig | undefined;

/** The configuration of this process, read on first use. */
export function siteConfig(): SiteConfig {
  cached ??= readConfig();
  return cached;
}
