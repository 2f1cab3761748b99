import { lakeOptionsFromEnv } from '../content-lake/config.ts';
import { startLake, type Lake } from '../content-lake/lake.ts';

/**
 * With no Sanity project configured, the site runs on the embedded lake: it
 * starts here and the environment is pointed at it, so the website's (and
 * the build's) configuration reads it like any Sanity project.
 */
export async function startEmbeddedLake(env: NodeJS.ProcessEnv, siteOrigin: string): Promise<Lake | null> {
  if (env.SANITY_PROJECT_ID?.trim()) return null;
  const lake = await startLake({
    logLevel: 'warn',
    corsOrigins: [siteOrigin],
    ...lakeOptionsFromEnv(env),
  });
  Object.assign(env, {
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SANITY_API_HOST: lake.url,
    SANITY_API_READ_TOKEN: lake.readToken,
    SANITY_API_WRITE_TOKEN: lake.writeToken,
    CONTENT_LAKE: 'embedded',
  });
  return lake;
}
