import { PassThrough } from 'node:stream';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction } from 'react-router';
import { renderedCacheControl } from './cache-control.ts';
import { inlineHashes, stylesheetText } from './document.server.ts';
import { currentRequest } from './request.server.ts';
import { StylesheetText } from './ui/page-styles.tsx';

export const streamTimeout = 5_000;

// The server runs each render in a request of this bundle's (server/render.ts): a copy of its own would be another store.
export { runInRequest } from './request.server.ts';
// What the server asks of the content through the build's own data layer (its client, its read gate, its typed
// fetch), never a second copy of it loaded from the sources: the pages to keep (server/site-pages.ts), and where
// each document is now (server/moved-pages.ts).
export { documentAddresses, knownPagePaths } from './seo/site-paths.server.ts';

/** One Cache-Control for every rendered answer: private in preview, never kept when it failed, else what its route chose or the pages' default. */
function setCacheControl(headers: Headers, status: number): void {
  const { preview, previewRefused } = currentRequest();
  headers.set('Cache-Control', renderedCacheControl(status, preview || previewRefused, headers.get('Cache-Control')));
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  setCacheControl(response.headers, response.status);
  return response;
};

/**
 * A form posted from another site is refused by React Router (a 400) before
 * any action runs: that is hostile traffic, not a fault, so it is one line in
 * the log, not a stack an attacker could fill the log with. A visitor who left
 * mid-request is not logged at all.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof Error && error.message.startsWith('The `request.url` origin does not match `origin` header')) {
    const origin = (request.headers.get('Origin') ?? '').slice(0, 100);
    console.warn(`refused a form posted to ${new URL(request.url).pathname.slice(0, 200)} from another origin (${JSON.stringify(origin)})`);
    return;
  }
  console.error(error);
};

declare module 'react-dom' {
  // React DOM takes it (preloadModule passes it on to the link), its types do not list it yet.
  interface PreloadModuleOptions {
    fetchPriority?: 'high' | 'low' | 'auto';
  }
}

/**
 * The page's modules (React Router's entry and its matched routes' modules, with their imports), asked for by the
 * document's head at a low priority: they load with the HTML, and the main picture (high priority, first in the head)
 * and the text are not held back by them, in a browser or in Lighthouse's model of one. React Router's own
 * modulepreload links for the same modules come later in the head; the browser fetches each module once, as the
 * first link asked (decision 0030).
 */
function ModulePreloads({ context }: { context: EntryContext }) {
  const { manifest, staticHandlerContext } = context;
  const routes = staticHandlerContext.matches.flatMap((match) => manifest.routes[match.route.id] ?? []);
  const modules = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ]);
  for (const href of modules) preloadModule(href, { as: 'script', fetchPriority: 'low' });
  return null;
}

/**
 * Every document is rendered whole, its stylesheets inline (app/ui/page-styles.tsx), and the hashes of its inline
 * scripts and styles noted for its Content-Security-Policy (app/document.server.ts): the same for a page kept in the
 * store, one rendered for a visitor, and one in `npm run dev`. The server sends it (server/send-page.ts).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  setCacheControl(responseHeaders, responseStatusCode);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const state = currentRequest();
  return new Promise<Response>((resolve, reject) => {
    let failed: unknown = null;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetText.Provider value={stylesheetText}>
        <ModulePreloads context={routerContext} />
        <ServerRouter context={routerContext} url={request.url} />
      </StylesheetText.Provider>,
      {
        // The document is sent whole (onAllReady): a large Suspense boundary is written in its place, never outlined
        // after the page behind a script of React's own (which a visitor without the script would not see).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            clearTimeout(timeout);
            const html = Buffer.concat(chunks).toString('utf8');
            state.inline = inlineHashes(html);
            resolve(new Response(html, { headers: responseHeaders, status: failed ? 500 : responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          failed = error;
          console.error(error);
        },
      },
    );
  });
}
