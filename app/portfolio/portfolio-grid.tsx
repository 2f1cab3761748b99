import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PORTFOLIO_ALL_FILTER, PORTFOLIO_IMAGE_ERROR_TEXT, PORTFOLIO_NO_MATCH_TEXT, PORTFOLIO_VIEW_ALL_TEXT } from '../constants.ts';
import { balancedItemClass } from '../ui/balanced-grid.ts';
import { filterPortfolio, portfolioCardSizes, portfolioFilters, portfolioListClass, type PortfolioCard } from './portfolio.ts';
import { FIRST_ROW, ResponsiveImage } from '../ui/responsive-image.tsx';
import { joinFacts } from '../ui/format.ts';

/**
 * The portfolio grid of SPEC.md §2: 'All Products' and one filter per
 * feature (toggle buttons), cards to /portfolio/{slug}, an optional limit with
 * 'View All Projects'. The filters are submit buttons of a GET form, so
 * without JavaScript they reload the page filtered (`?feature=`); with it
 * they filter in place and put the same `?feature=` in the address.
 */
export function PortfolioGrid({
  items,
  initialFeature = null,
  maxItems,
  headingLevel = 'h3',
  anchor,
  opensPage = false,
}: {
  items: PortfolioCard[];
  initialFeature?: string | null;
  maxItems?: number;
  headingLevel?: 'h2' | 'h3';
  anchor?: string;
  /** The grid is at the top of its page: the first row's pictures are the largest paint, fetched at once. */
  opensPage?: boolean;
}) {
  const filters = portfolioFilters(items);
  // A feature from the address that no card has shows the no-match message.
  const [feature, setFeature] = useState<string | null>(initialFeature);
  const { pathname } = useLocation();
  const matching = filterPortfolio(items, feature);
  const shown = maxItems === undefined ? matching : matching.slice(0, maxItems);
  const truncated = shown.length < matching.length;
  const Heading = headingLevel;

  const choose = (event: React.MouseEvent<HTMLButtonElement>, value: string | null) => {
    event.preventDefault();
    setFeature(value);
    // The address says the filter too, as without JavaScript, so a filtered list can be shared or reloaded (issue 39).
    // Replaced, not pushed: a filter is a view of this page, not a page of its own to go back through.
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('feature', value);
    else url.searchParams.delete('feature');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <div className="portfolio-grid">
      <form
        method="get"
        action={anchor ? `${pathname}#${anchor}` : pathname}
        className="portfolio-grid__filters"
        aria-label="Filter the portfolio"
      >
        <button type="submit" className="filter-button" aria-pressed={feature === null} onClick={(event) => choose(event, null)}>
          {PORTFOLIO_ALL_FILTER}
        </button>
        {filters.map((filter) => (
          <button
            key={filter}
            type="submit"
            name="feature"
            value={filter}
            className="filter-button"
            aria-pressed={feature === filter}
            onClick={(event) => choose(event, filter)}
          >
            {filter}
          </button>
        ))}
      </form>
      <p className="visually-hidden" role="status" aria-live="polite">
        {feature ? `${matching.length} projects with ${feature}` : ''}
      </p>
      {shown.length === 0 ? (
        <p className="portfolio-grid__empty">{PORTFOLIO_NO_MATCH_TEXT}</p>
      ) : (
        <ul className={portfolioListClass(shown.length)}>
          {shown.map((card, index) => (
            <li key={card.id} className={balancedItemClass(index, shown.length)}>
              <PortfolioCardView
                card={card}
                Heading={Heading}
                sizes={portfolioCardSizes(index, shown.length)}
                priority={opensPage && index < FIRST_ROW}
              />
            </li>
          ))}
        </ul>
      )}
      {truncated && (
        <p className="portfolio-grid__more">
          <Link to="/portfolio" className="button button--outline" prefetch="intent">
            {PORTFOLIO_VIEW_ALL_TEXT}
          </Link>
        </p>
      )}
    </div>
  );
}

function PortfolioCardView({
  card,
  Heading,
  sizes,
  priority,
}: {
  card: PortfolioCard;
  Heading: 'h2' | 'h3';
  sizes: string;
  priority: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Link to={`/portfolio/${card.slug}`} className="portfolio-card" prefetch="intent">
      <div className="portfolio-card__image">
        {card.image && !failed ? (
          <ResponsiveImage image={{ ...card.image, alt: card.alt }} onError={() => setFailed(true)} sizes={sizes} priority={priority} />
        ) : (
          <span className="portfolio-card__placeholder">{PORTFOLIO_IMAGE_ERROR_TEXT}</span>
        )}
      </div>
      <Heading className="portfolio-card__title">{card.title}</Heading>
      {card.features.length > 0 && <p className="portfolio-card__features">{joinFacts(card.features)}</p>}
      {card.outcome && <p className="portfolio-card__outcome">{card.outcome}</p>}
    </Link>
  );
}
