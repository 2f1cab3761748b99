/**
 * `npm start`: checks the configuration, starts the embedded content lake
 * when no Sanity project is configured, builds the site if there is no build
 * yet, and serves it. SIGTERM and SIGINT stop it gracefully.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError as LakeConfigError } from '../content-lake/config.ts';
import { DatasetError } from '../content-lake/dataset-loader.ts';
import { ConfigError, readConfig } from '../app/env.server.ts';
import { createApp } from './app.ts';
import { buildApp, buildPaths } from './build-app.ts';
import { watchChatDomains } from './chat-domains.ts';
import { startEmbeddedLake } from './embedded-lake.ts';

function fail(message: string): never {
  console.error(`The site did not start: ${message}`);
  process.exit(1);
}

async function main() {
  // Check what the operator set before starting anything.
  const checked = readConfig(process.env, { check: true });
  const lake = await startEmbeddedLake(process.env, checked.siteUrl);
  const config = readConfig();
  const { serverBuildFile, clientDir } = buildPaths(config.buildDir);

  if (!existsSync(serverBuildFile)) {
    console.log('No build yet: building the site (about a minute)…');
    await buildApp(process.env);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const chat = watchChatDomains(config);
  const app = createApp({ build, clientDir, config, lake: lake ?? undefined, chatSources: chat.current });

  const server = app.listen(config.port, config.host, () => {
    console.log(`Site ready on ${config.siteUrl} (listening on port ${config.port})`);
    if (lake) console.log(`Content from the embedded lake on ${lake.url} (dataset "${lake.dataset}", ${lake.documentCount()} documents)`);
    else console.log(`Content from Sanity project "${config.content.projectId}", dataset "${config.content.dataset}"`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(error.code === 'EADDRINUSE' ? `port ${config.port} is in use; set PORT to a free port` : error.message);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then stopping`);
    // Requests under way finish; idle keep-alive connections close now.
    server.close(async () => {
      chat.stop();
      await lake?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
    }, 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.problems.join('; '));
  if (error instanceof LakeConfigError || error instanceof DatasetError) fail(error.message);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') fail('the content lake port is in use; set LAKE_PORT to a free port');
  fail((error as Error).stack ?? String(error));
});
