/**
 * The tools as cards: the /tools listing and a tool page's "more tools". Apart from the calculators' kit
 * (tool-layout.tsx and the form), so that the listing does not load it (vite.config.ts).
 */
import { BALANCED, balancedItemClass } from '../ui/balanced-grid.ts';
import { Link } from 'react-router';
import type { ToolCard } from './catalogue.ts';
import { ToolIcon } from './tool-icon.tsx';
import { preloadCalculator } from './calculator-modules.ts';

/** The other calculators, at the foot of each one. */
export function MoreTools({ tools }: { tools: ToolCard[] }) {
  if (tools.length === 0) return null;
  return (
    <section className="section section--stone tool-more" aria-labelledby="more-tools-title">
      <div className="container">
        <span className="eyebrow">Tools</span>
        <h2 id="more-tools-title">More ways to plan your launch</h2>
        <ToolList tools={tools} headingLevel="h3" />
      </div>
    </section>
  );
}

/** The tools as cards; pointing at one (or focusing, or touching it) starts loading its calculator. */
export function ToolList({ tools, headingLevel = 'h2' }: { tools: ToolCard[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className={`tool-list ${BALANCED}`}>
      {tools.map((tool, index) => (
        <li key={tool.slug} className={balancedItemClass(index, tools.length)}>
          <Link
            to={`/tools/${tool.slug}`}
            className="tool-card"
            prefetch="intent"
            onPointerEnter={() => preloadCalculator(tool.kind)}
            onFocus={() => preloadCalculator(tool.kind)}
            onTouchStart={() => preloadCalculator(tool.kind)}
          >
            <ToolIcon name={tool.icon} />
            <Heading className="tool-card__title">{tool.title}</Heading>
            <p className="tool-card__text">{tool.description}</p>
            <span className="tool-card__more" aria-hidden="true">
              Open the tool
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
