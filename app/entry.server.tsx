import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { renderedCacheControl } from './cache-control.ts';
import { NonceContext, requestContext, type RequestState } from './request-context.ts';

export const streamTimeout = 5_000;

// The server sets each request's state through this context, so it must be this bundle's instance.
export { requestContext };

/** One Cache-Control for every rendered answer: private in preview, never kept when it failed, else what its route chose or the pages' default. */
function setCacheControl(headers: Headers, status: number, state: RequestState): void {
  headers.set('Cache-Control', renderedCacheControl(status, state.preview || state.previewRefused, headers.get('Cache-Control')));
}

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  setCacheControl(response.headers, response.status, (context as RouterContextProvider).get(requestContext));
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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const state = loadContext.get(requestContext);
  setCacheControl(responseHeaders, responseStatusCode, state);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A page for the page store has no nonce: its scripts are allowed by their hashes.
  const nonce = state.nonce || undefined;
  const finish = state.forStore ? undefined : state.finishPage;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers, the page store and a page to finish get the whole page at once; browsers get the shell streamed first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      state.forStore || finish || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          if (!finish) {
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
            return;
          }
          // Finished as a stored page is (its CSS inline, its scripts after the first paint), then sent whole.
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            const html = finish(Buffer.concat(chunks).toString('utf8'));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
