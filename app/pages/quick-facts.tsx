import { Link } from 'react-router';
import type { Fact } from './service-facts.ts';

/**
 * A service's quick facts as a strip under its introduction: the figures a
 * buyer checks before writing (minimum order, lead time, sizes, necks,
 * capacity), in the first screen on a phone as on a desktop.
 */
export function QuickFactsStrip({ facts }: { facts: Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <section className="quick-facts" aria-labelledby="quick-facts-title">
      <h2 id="quick-facts-title" className="visually-hidden">
        Quick facts
      </h2>
      <dl className="quick-facts__list">
        {facts.map((fact) => (
          <div key={fact.label} className="quick-facts__item">
            <dt className="caps-label">{fact.label}</dt>
            <dd className="quick-facts__value">
              {fact.value}
              {fact.detail && <span className="quick-facts__detail"> {fact.detail}</span>}
              {fact.link && (
                <Link to={fact.link.href} className="quick-facts__link">
                  {fact.link.text}
                </Link>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
