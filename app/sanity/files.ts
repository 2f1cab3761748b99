/**
 * File assets' addresses (a certificate's PDF), built as Sanity's CDN serves
 * them: `{baseUrl}files/{projectId}/{dataset}/{sha1}.{ext}`, from the asset's
 * id (`file-{sha1}-{ext}`). The embedded lake serves the same path, answered
 * under the site's own origin like its images (server/embedded-lake.ts).
 */
import type { ImageSource } from './images.ts';

export interface SanityFileAsset {
  _id?: string | null;
  extension?: string | null;
}

const fileId = /^file-([0-9a-f]{40})-([a-z0-9]+)$/;

export function fileUrl(asset: SanityFileAsset | null | undefined, source: ImageSource): string | null {
  const match = asset?._id ? fileId.exec(asset._id) : null;
  if (!match) return null;
  const [, sha1, extension] = match;
  const base = source.baseUrl.endsWith('/') ? source.baseUrl : `${source.baseUrl}/`;
  return `${base}files/${source.projectId}/${source.dataset}/${sha1}.${asset?.extension ?? extension}`;
}
