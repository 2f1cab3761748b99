import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction } from 'react-router';
import { renderedCacheControl } from './cache-control.ts';
import { inlineHashes, stylesheetText } from './document.server.ts';
import { currentRequest } from './request.server.ts';
import { StylesheetText } from './ui/page-styles.tsx';

export const streamTimeout = 5_000;

// The server runs each render in a request of this bundle's (server/render.ts): a copy of its own would be another store.
export { runInRequest } from './request.server.ts';

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
        <ServerRouter context={routerContext} url={request.url} />
      </StylesheetText.Provider>,
      {
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
