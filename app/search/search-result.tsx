import { resultSummary, typeLabels, type SearchHit } from './search.ts';

/** One result: its thumbnail (96 × 96, shown at 48, made by the server) or a grey placeholder, title, type label, excerpt. */
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
