import { resultSummary, typeLabels, type SearchType, type SearchHit } from './search.ts';

/** Line drawings (on a 24 grid) that say what a result without a picture is: an answer, a calculator, an article, a page. */
const glyphs: Partial<Record<SearchType, React.ReactNode>> & { page: React.ReactNode } = {
  faqItem: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.7M12 16.8h.01" />
    </>
  ),
  tool: (
    <>
      <rect x="6" y="3.5" width="12" height="17" rx="1" />
      <path d="M8.5 6.5h7v3h-7zM9 13h.01M12 13h.01M15 13h.01M9 16.5h.01M12 16.5h.01M15 16.5h.01" />
    </>
  ),
  post: (
    <>
      <path d="M6.5 3.5h8l3 3v14h-11z" />
      <path d="M9 10h6M9 13h6M9 16h4" />
    </>
  ),
  // A flacon: the house's own mark for any other page.
  page: (
    <>
      <path d="M10 3.5h4v3h-4zM11 6.5v2M13 6.5v2" />
      <rect x="6.5" y="8.5" width="11" height="12" rx="2" />
      <path d="M9 12.5h6" />
    </>
  ),
};

function Placeholder({ type }: { type: SearchType }) {
  return (
    <span className="search-result__thumb search-result__thumb--empty" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.25" strokeLinecap="round" strokeLinejoin="round">
        {glyphs[type] ?? glyphs.page}
      </svg>
    </span>
  );
}

/** One result: thumbnail (or a drawing of what it is), title, type label, excerpt. */
export function SearchResultContent({ hit, thumbnail }: { hit: SearchHit; thumbnail: string | null }) {
  return (
    <>
      {thumbnail ? (
        <img className="search-result__thumb" src={thumbnail} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <Placeholder type={hit._type} />
      )}
      <span className="search-result__text">
        <span className="search-result__title">{hit.title ?? 'Untitled'}</span>
        <span className="search-result__type">{typeLabels[hit._type]}</span>
        <span className="search-result__summary">{resultSummary(hit)}</span>
      </span>
    </>
  );
}
