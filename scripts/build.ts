/**
 * `npm run build`: prerenders every page from the content. Without a Sanity
 * project configured, the embedded lake serves the demo dataset meanwhile.
 */
import { ConfigError, readConfig } from '../app/env.server.ts';
import { buildApp } from '../server/build-app.ts';
import { startEmbeddedLake } from '../server/embedded-lake.ts';

let siteUrl: string;
try {
  siteUrl = readConfig(process.env, { check: true }).siteUrl;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`The build did not start: ${error.problems.join('; ')}`);
  process.exit(1);
}
const lake = await startEmbeddedLake(process.env, siteUrl);
try {
  await buildApp(process.env);
} catch (error) {
  console.error(`The build failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await lake?.close();
}
