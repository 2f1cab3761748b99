/**
 * `npm run build`: builds the site, then fills the page store with every page
 * the content defines, so a start serves them at once. Without a Sanity
 * project configured, the embedded lake serves the demo dataset meanwhile.
 */
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, readConfig } from '../app/env.server.ts';
import { buildApp, buildPaths } from '../server/build-app.ts';
import { startEmbeddedLake } from '../server/embedded-lake.ts';
import { openPageStore } from '../server/site-pages.ts';

let siteUrl: string;
try {
  siteUrl = readConfig(process.env, { check: true }).siteUrl;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`The build did not start: ${error.problems.join('; ')}`);
  process.exit(1);
}
// The build's lake answers only the build: any free port unless one is set, so a build never collides with a running site.
process.env.LAKE_PORT ||= '0';
const lake = await startEmbeddedLake(process.env, siteUrl);
try {
  await buildApp(process.env);
  const config = readConfig();
  const build = (await import(pathToFileURL(buildPaths(config.buildDir).serverBuildFile).href)) as ServerBuild;
  const store = await openPageStore(build, config, (line) => console.log(line));
  const started = performance.now();
  await store.fill();
  console.log(
    `Page store: ${store.size} pages rendered and kept in ${config.pageStoreDir} (${Math.round(performance.now() - started)} ms)`,
  );
} catch (error) {
  console.error(`The build failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await lake?.close();
}
