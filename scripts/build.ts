/**
 * `npm run build`: prerenders every page from the content. Without a Sanity
 * project configured, the embedded lake serves the demo dataset meanwhile.
 */
import { buildApp } from '../server/build-app.ts';
import { startEmbeddedLake } from '../server/embedded-lake.ts';

const siteOrigin = (process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT?.trim() || 3000}`).replace(/\/+$/, '');
const lake = await startEmbeddedLake(process.env, siteOrigin);
try {
  await buildApp(process.env);
} catch (error) {
  console.error(`The build failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await lake?.close();
}
