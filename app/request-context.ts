import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * Prerendered pages carry this placeholder where the per-request nonce goes;
 * the server swaps in a fresh nonce each time it serves one.
 */
export const NONCE_PLACEHOLDER = 'csp-nonce-placeholder-a8834a';

/** The request's Content-Security-Policy nonce, set by the server (or the placeholder when prerendering). */
export const nonceContext = createContext<string>(NONCE_PLACEHOLDER);

export const NonceContext = createReactContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
