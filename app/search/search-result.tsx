import { createImageUrlBuilder } from '@sanity/image-url';
import { resultSummary, typeLabels, type SearchHit } from './search.ts';
import type { SearchEndpoint } from './search-client.ts';

/** A 96×96 thumbnail (shown at 48) from the image service, or null for the grey placeholder. */
export function thumbnailUrl(hit: SearchHit, endpoint: Pick<SearchEndpoint, 'projectId' | 'dataset' | 'imageBaseUrl'>): string | null {
  const asset = hit.image?.asset;
  if (!asset?._id) return null;
  return createImageUrlBuilder({ projectId: endpoint.projectId, dataset: endpoint.dataset, baseUrl: endpoint.imageBaseUrl })
    .image({ asset: { _ref: asset._id }, crop: hit.image?.crop ?? undefined, hotspot: hit.image?.hotspot ?? undefined })
    .width(96)
    .height(96)
    .fit('crop')
    .auto('format')
    .url();
}

/** One result: thumbnail or grey placeholder, title, type label, excerpt. */
export function SearchResultContent({ hit, thumbnail }: { hit: SearchHit; thumbnail: string | null }) {
  return (
    <>
      {thumbnail ? (
        <img className="search-result__thumb" src={thumbnail} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className="search-result__thumb search-result__thumb--empty" aria-hidden="true" />
      )}
      <span className="search-result__text">
        <span className="search-result__title">{hit.title ?? 'Untitled'}</span>
        <span className="search-result__type">{typeLabels[hit._type]}</span>
        <span className="search-result__summary">{resultSummary(hit)}</span>
      </span>
    </>
  );
}
