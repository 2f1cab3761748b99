/**
 * The one content client of the server. The same code reads a Sanity project
 * and the embedded lake; which one is decided by the configuration, once.
 * In preview it reads drafts with the read token, with strings stega-encoded
 * for the visual-editing overlay.
 */
import { createClient, type SanityClient } from '@sanity/client';
import { siteConfig } from '../env.server.ts';
import { CONTENT_REQUEST_TIMEOUT_MS } from '../constants.ts';
import { isPreview } from './preview.server.ts';

let publicClient: SanityClient | undefined;
let previewClient: SanityClient | undefined;

/**
 * Only text a visitor reads gets invisible edit markers; slugs, ids, URLs,
 * alt texts, features (compared by the filters), dates and numbers stay clean.
 */
const encodedFields = new Set(['title', 'heroTitle', 'heroSubtitle', 'heroEyebrow', 'eyebrow', 'description', 'excerpt', 'shortDescription', 'tagline', 'text', 'quote', 'subtitle', 'servicesTitle', 'servicesDescription', 'portfolioTitle', 'portfolioDescription', 'contactCtaTitle', 'contactCtaDescription', 'caption', 'bio']);

function baseConfig() {
  const { content } = siteConfig();
  return {
    projectId: content.projectId,
    dataset: content.dataset,
    apiVersion: content.apiVersion,
    useCdn: false,
    ...(content.apiHost ? { apiHost: content.apiHost, useProjectHostname: false } : {}),
    timeout: CONTENT_REQUEST_TIMEOUT_MS,
    // One quick retry of a dropped connection; a content service that is down must not hold pages for seconds.
    maxRetries: 1,
    retryDelay: () => 100,
  };
}

/** Reads published content, without a token (or, in preview, drafts with it). */
export function contentClient(): SanityClient {
  if (isPreview()) {
    if (!previewClient) {
      const { content } = siteConfig();
      previewClient = createClient({
        ...baseConfig(),
        token: content.readToken,
        perspective: 'drafts',
        stega: {
          enabled: true,
          studioUrl: process.env.SANITY_STUDIO_URL?.trim() || 'http://localhost:3333',
          filter: (props) => encodedFields.has(String(props.sourcePath.at(-1))) && props.filterDefault(props),
        },
      });
    }
    return previewClient;
  }
  publicClient ??= createClient({ ...baseConfig(), perspective: 'published' });
  return publicClient;
}
