/** Building blocks of the content pages: image-and-text rows, figures, lists of cases, questions and the closing call to action. */
import { useEffect, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import type { ImageProps } from '../sanity/images.ts';
import { balancedItemClass } from '../ui/balanced-grid.ts';
import { portfolioCardSizes, portfolioListClass, type PortfolioCard } from '../portfolio/portfolio.ts';
import type { RichTextBlock } from '../ui/portable-text.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { joinFacts } from '../ui/format.ts';

export interface FeatureRowData {
  key: string;
  eyebrow?: string | null;
  title: string;
  text?: string | null;
  body?: RichTextBlock[] | null;
  points?: string[] | null;
  image: ImageProps | null;
  imagePosition?: string | null;
}

/** Sections with an image beside the text, alternating sides as the editor chose. */
export function FeatureRows({ rows }: { rows: FeatureRowData[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="feature-rows">
      {rows.map((row) => (
        <section
          key={row.key}
          className="feature-row"
          data-image={row.image ? (row.imagePosition === 'left' ? 'left' : 'right') : 'none'}
          aria-labelledby={`row-${row.key}`}
        >
          {row.image && (
            <div className="feature-row__image">
              <ResponsiveImage image={row.image} sizes="(min-width: 64rem) 50vw, 100vw" />
            </div>
          )}
          <div className="feature-row__text">
            {row.eyebrow && <span className="eyebrow">{row.eyebrow}</span>}
            <h2 id={`row-${row.key}`} className="feature-row__title">
              {row.title}
            </h2>
            {row.text && <p className="lead">{row.text}</p>}
            <RichText value={row.body} />
            {row.points && row.points.length > 0 && (
              <ul className="tick-list">
                {row.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Across a wide screen: all in one row up to four, else rows of three or four, whichever leaves no hole (issue 39). */
function figureColumns(count: number): number {
  if (count <= 4) return count;
  return count % 3 === 0 ? 3 : 4;
}

/** Key figures in a row, with a champagne rule above each (a list named `label` where no heading names it). */
export function Figures({ items, label }: { items: { value: string; label: string }[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="trust__tiles figures" aria-label={label} style={{ '--figures': figureColumns(items.length) } as CSSProperties}>
      {items.map((item) => (
        <li key={`${item.value}-${item.label}`} className="trust__tile">
          <span className="trust__value">{item.value}</span>
          <span className="trust__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A few portfolio cases as cards. */
export function CaseCards({ cases, title = 'Related work' }: { cases: PortfolioCard[]; title?: string }) {
  if (cases.length === 0) return null;
  return (
    <section className="section" aria-labelledby="cases-title">
      <div className="container">
        <div className="section-heading">
          <div>
            <span className="eyebrow">Portfolio</span>
            <h2 id="cases-title">{title}</h2>
          </div>
          <p className="section-heading__action">
            <Link to="/portfolio" className="text-link">
              All projects
            </Link>
          </p>
        </div>
        <ul className={portfolioListClass(cases.length)}>
          {cases.map((card, index) => (
            <li key={card.id} className={balancedItemClass(index, cases.length)}>
              <Link to={`/portfolio/${card.slug}`} className="portfolio-card" prefetch="intent">
                <div className="portfolio-card__image">
                  {card.image && (
                    <ResponsiveImage image={{ ...card.image, alt: card.alt }} sizes={portfolioCardSizes(index, cases.length)} />
                  )}
                </div>
                <h3 className="portfolio-card__title">{card.title}</h3>
                {card.features.length > 0 && <p className="portfolio-card__features">{joinFacts(card.features)}</p>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export interface Question {
  title: string;
  slug: string;
  answer: RichTextBlock[];
}

/**
 * Questions as an accordion of native <details> (keyboard-operable, and open
 * without JavaScript); the question an address's #anchor names opens and comes into view.
 */
export function Questions({ items }: { items: Question[] }) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);
  return (
    <div className="questions">
      {items.map((item) => (
        <details key={item.slug} id={item.slug} className="question">
          <summary className="question__summary">
            <span>{item.title}</span>
          </summary>
          <div className="question__answer">
            <RichText value={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
