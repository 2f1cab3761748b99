/**
 * What `npm start` and `npm run dev` share: the configuration checked before
 * anything starts (one line to fix, then exit), the embedded lake when no
 * Sanity project is configured, listening, and a graceful stop on SIGTERM or
 * SIGINT: no new connections, requests under way finish (their connections
 * then close), idle connections close, then what the caller started stops.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ConfigError as LakeConfigError } from '../content-lake/config.ts';
import { DatasetError } from '../content-lake/dataset-loader.ts';
import type { Lake } from '../content-lake/lake.ts';
import { ConfigError, readConfig, type SiteConfig } from '../app/env.server.ts';
import { watchChatDomains } from './chat-domains.ts';
import { keepRetention, startEmbeddedLake } from './embedded-lake.ts';
import { createSiteServer } from './http-server.ts';

function fail(message: string): never {
  console.error(`The site did not start: ${message}`);
  process.exit(1);
}

/** Runs a start-up, turning every problem an operator can fix into one line. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) fail(error.problems.join('; '));
    if (error instanceof LakeConfigError || error instanceof DatasetError) fail(error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') fail('the content lake port is in use; set LAKE_PORT to a free port');
    fail((error as Error).stack ?? String(error));
  });
}

/**
 * Checks the environment, starts the embedded lake if there is no Sanity
 * project, and reads the configuration the app will use. `production`: the
 * operator's NODE_ENV said so (the shared secrets are then required).
 */
export async function prepare(
  production = process.env.NODE_ENV === 'production',
): Promise<{ config: SiteConfig; lake: Lake | null; chat: ReturnType<typeof watchChatDomains> }> {
  const checked = readConfig(process.env, { check: true, serving: { production } });
  const lake = await startEmbeddedLake(process.env, checked.siteUrl);
  const config = readConfig();
  if (lake) keepRetention(lake, config.enquiryRetentionDays, config.attachmentsDir);
  return { config, lake, chat: watchChatDomains(config) };
}

/** Listens on the configured address and stops gracefully; `onStop` closes what the caller started. */
export function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  prepared: Awaited<ReturnType<typeof prepare>>,
  onStop: () => Promise<void> = async () => undefined,
): void {
  const { config, lake, chat } = prepared;
  const server = createSiteServer(handler, config);
  server.listen(config.port, config.host, () => {
    console.log(`Site ready on ${config.siteUrl} (listening on port ${config.port})`);
    if (lake) console.log(`Content from the embedded lake on ${lake.url} (dataset "${lake.dataset}", ${lake.documentCount()} documents)`);
    else console.log(`Content from Sanity project "${config.content.projectId}", dataset "${config.content.dataset}"`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(error.code === 'EADDRINUSE' ? `port ${config.port} is in use; set PORT to a free port` : error.message);
  });

  let stopping = false;
  // While stopping, every answer closes its connection: a load balancer's kept-alive connections end with their
  // last request instead of being cut, and its next request goes to another instance.
  // (Node then writes `Connection: close` itself: a header set here would clash with a raw header list in writeHead.)
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) res.shouldKeepAlive = false;
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then stopping`);
    server.close(async () => {
      chat.stop();
      await onStop();
      await lake?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
