/**
 * The fast path for kept pages, in front of the Express app: a GET or HEAD of
 * a page the store keeps, with no query string and no preview cookie, is sent
 * straight away, by the same sender as every page (send-page.ts), when none
 * of the app's checks would answer the request otherwise. Anything else goes
 * on to the app, which reaches the same store and sender through its
 * middleware.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageKey, type PageStore } from './page-store.ts';
import { requestLine } from './request-log.ts';
import type { SendPage } from './send-page.ts';

export function fastPages(options: {
  store: PageStore;
  send: SendPage;
  /** Requests the app must see (its checks before any page would answer them otherwise). */
  declines: (req: IncomingMessage) => boolean;
  log: (line: string) => void;
}) {
  /** Answers the request and returns true, or returns false (untouched) for the app to answer. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const key = pageKey(req.method, req.url);
    // A preview, or its refusal notice, is for one editor: the app answers it.
    if (!key || options.declines(req) || req.headers.cookie?.includes('site-preview')) return false;
    const stored = options.store.get(key.path, key.variant);
    if (!stored) return false;
    const started = performance.now();
    options.send(req, res, stored).then(
      () => options.log(requestLine(req.method, req.url, res.statusCode, started)),
      (error: unknown) => {
        console.error(error);
        res.destroy();
      },
    );
    return true;
  };
}
