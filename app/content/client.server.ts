/**
 * The one content client of the server. The same code reads a Sanity project
 * and the embedded lake; which one is decided by the configuration, once.
 */
import { createClient, type SanityClient } from '@sanity/client';
import { siteConfig } from '../config/env.server.ts';
import { CONTENT_REQUEST_TIMEOUT_MS } from '../constants.ts';

let publicClient: SanityClient | undefined;

/** Reads published content, without a token: it can never see drafts or private documents. */
export function contentClient(): SanityClient {
  if (!publicClient) {
    const { content } = siteConfig();
    publicClient = createClient({
      projectId: content.projectId,
      dataset: content.dataset,
      apiVersion: content.apiVersion,
      useCdn: false,
      perspective: 'published',
      ...(content.apiHost ? { apiHost: content.apiHost, useProjectHostname: false } : {}),
      timeout: CONTENT_REQUEST_TIMEOUT_MS,
      // One quick retry of a dropped connection; a content service that is down must not hold pages for seconds.
      maxRetries: 1,
      retryDelay: () => 100,
    });
  }
  return publicClient;
}
