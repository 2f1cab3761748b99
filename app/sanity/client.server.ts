/**
 * The one place a content client is made. The same code reads a Sanity
 * project and the embedded lake: which one is configuration (ContentConfig),
 * decided once. The site reads published content without a token; in preview
 * it reads drafts with the read token, with strings stega-encoded for the
 * visual-editing overlay; enquiries are written with the write token.
 */
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { CONTENT_REQUEST_TIMEOUT_MS } from '../constants.ts';
import { siteConfig, type ContentConfig } from '../env.server.ts';
import { isPreview } from '../request.server.ts';

/**
 * A client for the configured content service. Every caller (the pages, the
 * enquiry store, the server's preview and chat checks, scripts) comes here, so
 * switching between a Sanity project and the embedded lake is one setting.
 */
export function createContentClient(content: ContentConfig, options: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: content.projectId,
    dataset: content.dataset,
    apiVersion: content.apiVersion,
    useCdn: false,
    ...(content.apiHost ? { apiHost: content.apiHost, useProjectHostname: false } : {}),
    ...options,
  });
}

/**
 * Only text a visitor reads gets invisible edit markers; slugs, ids, URLs,
 * alt texts, features (compared by the filters), dates and numbers stay clean.
 */
const encodedFields = new Set([
  'title',
  'heroTitle',
  'heroSubtitle',
  'heroEyebrow',
  'eyebrow',
  'description',
  'excerpt',
  'shortDescription',
  'tagline',
  'text',
  'quote',
  'subtitle',
  'servicesTitle',
  'servicesDescription',
  'portfolioTitle',
  'portfolioDescription',
  'contactCtaTitle',
  'contactCtaDescription',
  'caption',
  'bio',
]);

/** Pages wait this long, with one quick retry of a dropped connection: a content service that is down must not hold them for seconds. */
const pageReads: Partial<ClientConfig> = { timeout: CONTENT_REQUEST_TIMEOUT_MS, maxRetries: 1, retryDelay: () => 100 };

let publicClient: SanityClient | undefined;
let previewClient: SanityClient | undefined;

/** Reads published content without a token, or, in preview, drafts with the read token. */
export function contentClient(): SanityClient {
  const { content, studioUrl } = siteConfig();
  if (isPreview()) {
    previewClient ??= createContentClient(content, {
      ...pageReads,
      token: content.readToken,
      perspective: 'drafts',
      stega: {
        enabled: true,
        studioUrl: studioUrl ?? 'http://localhost:3333',
        filter: (props) => encodedFields.has(String(props.sourcePath.at(-1))) && props.filterDefault(props),
      },
    });
    return previewClient;
  }
  publicClient ??= createContentClient(content, { ...pageReads, perspective: 'published' });
  return publicClient;
}
