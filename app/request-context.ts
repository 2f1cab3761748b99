import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * Prerendered pages carry this placeholder where the per-request nonce goes;
 * the server swaps in a fresh nonce each time it serves one.
 */
export const NONCE_PLACEHOLDER = 'csp-nonce-placeholder-a8834a';

/**
 * What the server learned about a request before the app runs (server/): the
 * CSP nonce, whether it is a preview (a valid preview cookie) or a refused
 * one, and whether its enquiry is over the rate limit. It reaches loaders,
 * actions and middleware through React Router's context, never through
 * request headers a visitor could send. Prerendering at build time gets the
 * defaults: no preview, and the nonce placeholder.
 */
export interface RequestState {
  nonce: string;
  preview: boolean;
  previewRefused: boolean;
  rateLimited: boolean;
}

export const requestContext = createContext<RequestState>({
  nonce: NONCE_PLACEHOLDER,
  preview: false,
  previewRefused: false,
  rateLimited: false,
});

/** The nonce for components that render inline scripts (set by entry.server.tsx). */
export const NonceContext = createReactContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
