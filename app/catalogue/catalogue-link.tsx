import { Link } from 'react-router';
import { catalogueRangesPath } from '../urls.ts';

/** A page's way into the catalogue, filtered to the ranges it offers (a service page's, issue 38). */
export function CatalogueLink({ ranges }: { ranges: { name: string; slug: string }[] }) {
  if (!ranges.length) return null;
  const names = ranges.map((range) => range.name);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return (
    <aside className="catalogue-link container" aria-label="In the component catalogue">
      <p>
        <span className="eyebrow">In the catalogue</span>
        The specification of every part in {listed}, what fits with what, and samples on request.
      </p>
      <Link to={catalogueRangesPath(ranges.map((range) => range.slug))} className="button button--outline">
        See {ranges.length === 1 ? `the ${names[0]} parts` : 'these parts'}
      </Link>
    </aside>
  );
}
