import type { NextFunction, Request, Response } from 'express';
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

/** The lake's public paths (images, and read queries from the browser's search) answered under the site's own origin. */
const lakePublicPath = /^\/(images\/[^/]+\/[^/]+\/[^/]+|v[^/]+\/data\/query\/[^/]+)$/;

export function lakePassthrough(lake: Pick<Lake, 'handle'>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const readable = req.method === 'GET' || req.method === 'HEAD' || (req.method === 'POST' && req.path.includes('/data/query/'));
    if (readable && lakePublicPath.test(req.path)) lake.handle(req, res);
    else next();
  };
}
