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

/**
 * The lake's images, answered under the site's own origin. Nothing else of the
 * lake is: the browser's search asks the site (/api/search), which runs its
 * own fixed query, so no visitor can send the lake a query through the site.
 */
const lakeImagePath = /^\/images\/[^/]+\/[^/]+\/[^/]+$/;

export function lakePassthrough(lake: Pick<Lake, 'handle'>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && lakeImagePath.test(req.path)) lake.handle(req, res);
    else next();
  };
}
