/**
 * Renders one page in-process through React Router, as the page store keeps
 * it: the whole document (or its `.data` for client navigations) at once,
 * without a nonce, with the sync tags its queries returned and whether any
 * content failed. No HTTP, no visitor: the same code path as a request.
 */
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import { newRenderRecord, type RequestState } from '../app/request-context.ts';

/** A page's two forms: the HTML document, and the data a client-side navigation fetches. */
export type PageVariant = 'html' | 'data';

export interface RenderedPage {
  status: number;
  contentType: string;
  /** The Cache-Control the app chose (a private answer is never stored). */
  cacheControl: string | null;
  /** Where a redirect goes. */
  location: string | null;
  body: Buffer;
  syncTags: string[];
  contentFailed: boolean;
  /** When the page would render otherwise with the same content (ms), or null. */
  changesAt: number | null;
}

export type PageRenderer = (path: string, variant: PageVariant) => Promise<RenderedPage>;

/** The address React Router's client fetches for a page's data (`/` is `/_root.data`). */
export function dataPath(path: string): string {
  return path === '/' ? '/_root.data' : `${path}.data`;
}

/** The build's own context object (see app/entry.server.tsx): a copy imported here would be another key. */
export function requestContextOf(build: ServerBuild): RouterContext<RequestState> {
  const context = (build.entry.module as { requestContext?: RouterContext<RequestState> }).requestContext;
  if (!context) throw new Error('The server build does not export requestContext from app/entry.server.tsx');
  return context;
}

/**
 * A renderer for the pages of `build`, addressed on `origin` (the site's public
 * origin: loaders see it as the request's); `finishHtml` finishes each HTML
 * document (its stylesheets inlined, server/inline-styles.ts).
 */
export function createPageRenderer(build: ServerBuild, origin: string, finishHtml?: (html: string) => string): PageRenderer {
  const handle = createRequestHandler(build, 'production');
  const context = requestContextOf(build);
  return async (path, variant) => {
    const record = newRenderRecord();
    const provider = new RouterContextProvider();
    provider.set(context, { nonce: '', preview: false, previewRefused: false, rateLimited: false, forStore: true, record });
    const url = new URL(variant === 'data' ? dataPath(path) : path, origin);
    const response = await handle(new Request(url, { headers: { Accept: variant === 'data' ? '*/*' : 'text/html' } }), provider);
    let body = Buffer.from(await response.arrayBuffer());
    if (finishHtml && variant === 'html' && response.headers.get('Content-Type')?.startsWith('text/html'))
      body = Buffer.from(finishHtml(body.toString('utf8')));
    return {
      status: response.status,
      contentType: response.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
      cacheControl: response.headers.get('Cache-Control'),
      location: response.headers.get('Location'),
      body,
      syncTags: [...record.syncTags].sort(),
      contentFailed: record.contentFailed,
      changesAt: record.changesAt,
    };
  };
}
