import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/** What a render read (the sync tags of its queries) and whether any of its content failed, noted by the content fetch. */
export interface RenderRecord {
  syncTags: Set<string>;
  contentFailed: boolean;
  /** The first moment the page would render otherwise with the same content (an exhibition's end), in ms; null: none. */
  changesAt: number | null;
}

export const newRenderRecord = (): RenderRecord => ({ syncTags: new Set(), contentFailed: false, changesAt: null });

/**
 * What the server learned about a request before the app runs (server/): the
 * CSP nonce, whether it is a preview (a valid preview cookie) or a refused
 * one, whether its enquiry is over the rate limit, and whether the page is
 * being rendered for the page store. It reaches loaders, actions and
 * middleware through React Router's context, never through request headers a
 * visitor could send.
 */
export interface RequestState {
  /** The CSP nonce of this answer; empty for a page rendered for the page store (its scripts are allowed by hash). */
  nonce: string;
  preview: boolean;
  previewRefused: boolean;
  rateLimited: boolean;
  /** Rendered for the page store: the whole page at once, without a nonce, kept and served to everyone. */
  forStore: boolean;
  record: RenderRecord;
  /** Finishes a page rendered for this request as stored pages are (server/pages.ts); unset in development and previews. */
  finishPage?: (html: string) => string;
}

/** The state of a request no server set up (none in practice: the server always sets it). */
export const requestContext = createContext<RequestState>({
  nonce: '',
  preview: false,
  previewRefused: false,
  rateLimited: false,
  forStore: false,
  record: newRenderRecord(),
});

/** The nonce for components that render inline scripts (set by entry.server.tsx). */
export const NonceContext = createReactContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
