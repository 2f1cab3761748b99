/**
 * The one place a content client is made. The same code reads a Sanity
 * project and the embedded lake: which one is configuration (ContentConfig),
 * decided once. The site reads published content without a token; in preview
 * it reads drafts with the read token, with strings stega-encoded for the
 * visual-editing overlay (or the release the Studio previews); enquiries are
 * written with the write token.
 */
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { CONTENT_REQUEST_TIMEOUT_MS, RELEASES_API_VERSION } from '../constants.ts';
import { siteConfig, type ContentConfig } from '../env.server.ts';
import { currentRequest } from '../request.server.ts';

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
/** One client per perspective previewed. Only signed cookies name one, from links the content service vouched for: few. */
const perspectiveClients = new Map<string, SanityClient>();
const MAX_PERSPECTIVE_CLIENTS = 32;

/**
 * Reads published content without a token, or, in preview, the previewed perspective with the read token: drafts,
 * published, or a release stacked over drafts (which needs the API version that knows releases: decision 0040).
 */
export function contentClient(): SanityClient {
  const { content, studioUrl } = siteConfig();
  const { preview, previewPerspective = 'drafts' } = currentRequest();
  if (preview) {
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
    if (previewPerspective === 'drafts') return previewClient;
    let client = perspectiveClients.get(previewPerspective);
    if (!client) {
      if (perspectiveClients.size >= MAX_PERSPECTIVE_CLIENTS) perspectiveClients.clear();
      const stack = previewPerspective.split(',');
      client = previewClient.withConfig(
        stack.length > 1 ? { perspective: stack, apiVersion: RELEASES_API_VERSION } : { perspective: previewPerspective as 'published' },
      );
      perspectiveClients.set(previewPerspective, client);
    }
    return client;
  }
  publicClient ??= createContentClient(content, { ...pageReads, perspective: 'published' });
  return publicClient;
}
