import type { NextFunction, Request, Response } from 'express';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { lakeOptionsFromEnv } from '../content-lake/config.ts';
import { startLake, type Lake } from '../content-lake/lake.ts';
import { anonymiseExpired } from '../app/contact/retention.server.ts';
import { createContentClient } from '../app/sanity/client.server.ts';

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

/** Once a day. */
const RETENTION_CHECK_MS = 24 * 60 * 60 * 1000;

/**
 * The retention period kept on the embedded lake this process runs: enquiries that did not lead to work are
 * anonymised once past it (app/contact/retention.server.ts), at start and then daily. The lake and its data live in
 * this process, so its write token does too; the site's pages and forms still hold only the enquiry token. With Sanity,
 * `npm run enquiries -- anonymise` runs from a scheduler instead (docs/deploy.md).
 */
export function keepRetention(lake: Lake, retentionDays: number, attachmentsDir: string): () => void {
  const client = createContentClient(
    { projectId: lake.projectId, dataset: lake.dataset, apiVersion: '2023-05-03', apiHost: lake.url, embedded: true },
    { token: lake.writeToken, perspective: 'raw' },
  );
  const check = () =>
    anonymiseExpired(client, retentionDays, { attachmentsDir, eraseHistory: true }).then(
      (changed) => changed > 0 && console.log(`retention: ${changed} enquiries older than ${retentionDays} days anonymised`),
      (error: Error) => console.error(`retention: enquiries could not be checked (${error.message.split('\n')[0]}); trying again tomorrow`),
    );
  void check();
  const timer = setInterval(check, RETENTION_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The lake's images and files (a certificate's PDF), answered under the site's
 * own origin as Sanity's CDN answers them. Nothing else of the lake is: the
 * browser's search asks the site (/api/search), which runs its own fixed
 * query, so no visitor can send the lake a query through the site.
 */
const lakeImagePath = /^\/(images|files)\/[^/]+\/[^/]+\/[^/]+$/;

export function lakePassthrough(lake: Pick<Lake, 'handle'>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && lakeImagePath.test(req.path)) lake.handle(req, res);
    else next();
  };
}

/** Headers of the lake's image answer that reach the visitor (the site's own security headers stay). */
const passedHeaders = ['content-type', 'content-disposition', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];

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
