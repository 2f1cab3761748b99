/**
 * Whether this request is a preview (an editor looking at drafts), known to
 * every loader through AsyncLocalStorage: the root route's middleware sets it
 * from the header the server adds after checking the preview cookie.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const PREVIEW_HEADER = 'x-preview-mode';
export const PREVIEW_REFUSED_HEADER = 'x-preview-refused';

const store = new AsyncLocalStorage<{ preview: boolean }>();

export function runWithPreview<T>(preview: boolean, fn: () => T): T {
  return store.run({ preview }, fn);
}

export function isPreview(): boolean {
  return store.getStore()?.preview === true;
}
