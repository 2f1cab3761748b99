import { Link } from 'react-router';

/** A listing's pages (the blog, the catalogue, the search's results): previous, where you are, next. */
export function Pagination({
  page,
  pages,
  label,
  pageLink,
  previous = 'Previous',
  next = 'Next',
}: {
  page: number;
  pages: number;
  /** What the pages are, for a screen reader ("Blog pages"). */
  label: string;
  pageLink: (page: number) => string;
  previous?: string;
  next?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={pageLink(page - 1)} rel="prev" className="button button--outline">
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="pagination__count">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={pageLink(page + 1)} rel="next" className="button button--outline">
          {next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
