import type { NextFunction, Request, Response } from 'express';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
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
    // The contact form creates enquiries and nothing else: the lake's token for that, not its write token.
    SANITY_API_WRITE_TOKEN: lake.enquiryToken,
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

/** Headers of the lake's image answer that reach the visitor (the site's own security headers stay). */
const passedHeaders = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];

/**
 * The same images from an embedded lake shared by several instances
 * (SANITY_API_HOST, CONTENT_LAKE=embedded; docs/deploy.md): each request is
 * passed on to the lake and its answer streamed back.
 */
export function remoteLakeImages(apiHost: string) {
  const lake = new URL(apiHost);
  const request = lake.protocol === 'https:' ? httpsRequest : httpRequest;
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !lakeImagePath.test(req.path)) return next();
    const asked = request(
      {
        host: lake.hostname,
        port: lake.port || (lake.protocol === 'https:' ? 443 : 80),
        path: req.originalUrl,
        method: req.method,
        headers: { accept: req.get('accept') ?? '*/*', ...(req.get('if-none-match') ? { 'if-none-match': req.get('if-none-match') } : {}) },
        timeout: 15_000,
      },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const name of passedHeaders) if (answer.headers[name] !== undefined) res.setHeader(name, answer.headers[name]!);
        answer.pipe(res);
      },
    );
    asked.on('timeout', () => asked.destroy(new Error('the content lake did not answer in time')));
    asked.on('error', () => {
      if (!res.headersSent)
        res.status(502).setHeader('Cache-Control', 'no-store').type('text').send('The image is not available just now.');
      else res.destroy();
    });
    asked.end();
  };
}
