/**
 * The website's configuration, read from the environment once and checked:
 * every problem becomes one line saying which variable to fix. Imported by
 * the start script (to stop early) and by the app (to configure the client).
 */
import { z } from 'zod';
import { CONTENT_API_VERSION, CONTENT_DATASET } from './constants.ts';

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

export interface SiteConfig {
  port: number;
  /** The public origin, without a trailing slash: canonical URLs and sitemaps use it. */
  siteUrl: string;
  content: ContentConfig;
}

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const schema = z.object({
  PORT: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, 'PORT must be a port number from 1 to 65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'PORT must be a port number from 1 to 65535')
      .optional(),
  ),
  SITE_URL: optional.pipe(
    z
      .url({ protocol: /^https?$/, message: 'SITE_URL must be an http(s) address like https://www.example.com' })
      .refine((url) => new URL(url).pathname === '/' || new URL(url).pathname === '', 'SITE_URL must be an origin without a path, like https://www.example.com')
      .optional(),
  ),
  SANITY_PROJECT_ID: optional.pipe(z.string().regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID must be lowercase letters, digits and dashes, as shown in sanity.io/manage').optional()),
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
  SANITY_API_HOST: optional.pipe(z.url({ protocol: /^https?$/, message: 'SANITY_API_HOST must be an http(s) address' }).optional()),
  SANITY_API_READ_TOKEN: optional,
  SANITY_API_WRITE_TOKEN: optional,
  CONTENT_LAKE: optional.pipe(z.enum(['embedded'], { message: 'CONTENT_LAKE may only be "embedded" (set by npm start)' }).optional()),
});

export function readConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  }
  const values = parsed.data;
  if (!values.SANITY_PROJECT_ID) {
    throw new ConfigError([
      'SANITY_PROJECT_ID is not set: start with `npm start` to use the embedded content lake, or set SANITY_PROJECT_ID (and SANITY_DATASET) for a Sanity project',
    ]);
  }
  const port = values.PORT ?? 3000;
  return {
    port,
    siteUrl: (values.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    content: {
      projectId: values.SANITY_PROJECT_ID,
      dataset: values.SANITY_DATASET,
      apiVersion: values.SANITY_API_VERSION,
      apiHost: values.SANITY_API_HOST,
      readToken: values.SANITY_API_READ_TOKEN,
      writeToken: values.SANITY_API_WRITE_TOKEN,
      embedded: values.CONTENT_LAKE === 'embedded',
    },
  };
}

let cached: SiteConfig | undefined;

/** The configuration of this process, read on first use. */
export function siteConfig(): SiteConfig {
  cached ??= readConfig();
  return cached;
}
