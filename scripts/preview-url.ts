/**
 * `npm run preview-url -- /some/path [release]`: stores a fresh preview secret
 * (valid for an hour) in the content service and prints an address that opens
 * the page in preview, as Sanity's Presentation tool would: of drafts, or of a
 * content release (its id, e.g. `rSpring`) stacked over them. With no Sanity
 * project configured it talks to the embedded lake of a running `npm start`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../app/env.server.ts';
import { createContentClient } from '../app/sanity/client.server.ts';
import { isReleaseName, parsePerspective } from '../app/sanity/perspective.ts';
import { lakeDefaults, lakeTokens } from '../content-lake/lake.ts';

const target = process.argv[2] ?? '/';
const release = process.argv[3];
if (!target.startsWith('/') || (release !== undefined && !isReleaseName(release))) {
  console.error('Give a path on the site, and a release id if you like, for example: npm run preview-url -- /blog/some-post rSpring');
  process.exit(1);
}
const env = process.env;
const siteUrl = (env.SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || 3000}`).replace(/\/+$/, '');
const root = fileURLToPath(new URL('..', import.meta.url));

// Preview secrets need the API version that introduced them.
const apiVersion = '2025-02-19';
let client;
if (env.SANITY_PROJECT_ID?.trim()) {
  const { content } = readConfig(env);
  if (!content.writeToken) {
    console.error('Set SANITY_API_WRITE_TOKEN (a token that may write) to create a preview secret in the Sanity project');
    process.exit(1);
  }
  client = createContentClient(content, { apiVersion, token: content.writeToken });
} else {
  const dataDir = path.resolve(root, env.LAKE_DATA_DIR?.trim() || lakeDefaults.dataDir);
  const { writeToken } = await lakeTokens(dataDir, {
    writeToken: env.LAKE_WRITE_TOKEN?.trim() || undefined,
    readToken: env.LAKE_READ_TOKEN?.trim() || undefined,
  });
  const lake = {
    projectId: lakeDefaults.projectId,
    dataset: lakeDefaults.dataset,
    apiVersion,
    apiHost: `http://127.0.0.1:${env.LAKE_PORT?.trim() || lakeDefaults.port}`,
    embedded: true,
  };
  client = createContentClient(lake, { token: writeToken });
}

const secret = randomBytes(24).toString('base64url');
try {
  await client.create({
    _id: `drafts.${randomUUID()}`,
    _type: 'sanity.previewUrlSecret',
    secret,
    source: 'npm run preview-url',
    studioUrl: env.SANITY_STUDIO_URL?.trim() || 'http://localhost:3333',
  });
} catch (error) {
  console.error(`The preview secret could not be stored (${(error as Error).message.split('\n')[0]}). Is the site (npm start) running?`);
  process.exit(1);
}
const url = new URL(target, siteUrl);
url.searchParams.set('preview', 'true');
url.searchParams.set('sanity-preview-secret', secret);
if (release) url.searchParams.set('sanity-preview-perspective', parsePerspective(release)!);
console.log(url.toString());
