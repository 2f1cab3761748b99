/**
 * Whether this request is a preview (an editor looking at drafts), for the
 * content client deep below the loaders. The root route's middleware copies it
 * from the request's context (request-context.ts, set by the server after it
 * checked the preview cookie) into AsyncLocalStorage, so the area loaders need
 * not pass it through every call.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const store = new AsyncLocalStorage<{ preview: boolean }>();

export function runWithPreview<T>(preview: boolean, fn: () => T): T {
  return store.run({ preview }, fn);
}

export function isPreview(): boolean {
  return store.getStore()?.preview === true;
}
