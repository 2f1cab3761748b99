import { Fragment } from 'react';
import type { ImageProps } from '../sanity/images.ts';
import { ContentLinkTo } from './content-link.tsx';
import { BALANCED, balancedItemClass, halfWidth } from './balanced-grid.ts';
import { SEPARATOR } from './format.ts';
import { FIRST_ROW, ResponsiveImage } from './responsive-image.tsx';

export interface CardItem {
  /** Where the card goes; a card without (an editor's card whose page is gone) shows its words alone. */
  to: string | null;
  /** `to` is another site's. */
  external?: boolean;
  /** When `to` is not unique or missing. */
  key?: string;
  title: string;
  meta?: string | null;
  text?: string | null;
  image?: ImageProps | null;
}

/** A grid of linked cards with a 4:5 image (3:2 for `landscape` pictures), title and a line of text. */
export function CardGrid({
  items,
  headingLevel = 'h2',
  shape = 'portrait',
  opensPage = false,
}: {
  items: CardItem[];
  headingLevel?: 'h2' | 'h3';
  shape?: 'portrait' | 'landscape';
  /** The grid comes right after its page's header: the first row's pictures are the largest paint, fetched at once. */
  opensPage?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <ul className={`card-list ${BALANCED}`} data-shape={shape}>
      {items.map((item, index) => (
        <li key={item.key ?? item.to} className={balancedItemClass(index, items.length)}>
          <CardLink item={item}>
            {item.image && (
              <div className="card__image">
                {/* Three across from 64rem (or two, balanced-grid.ts), two from 40rem, and on a phone a 7rem picture beside the words (base.css). */}
                <ResponsiveImage
                  image={item.image}
                  sizes={`${halfWidth(index, items.length) ? '' : '(min-width: 64rem) 33vw, '}(min-width: 40rem) 50vw, 7rem`}
                  priority={opensPage && index < FIRST_ROW}
                />
              </div>
            )}
            {item.meta && (
              <span className="card__meta">
                <Facts text={item.meta} />
              </span>
            )}
            <Heading className="card__title">{item.title}</Heading>
            {item.text && <p className="card__meta">{item.text}</p>}
          </CardLink>
        </li>
      ))}
    </ul>
  );
}

/** The card as a link where it goes somewhere (another site's in a new tab, as every link from content to elsewhere). */
function CardLink({ item, children }: { item: CardItem; children: React.ReactNode }) {
  if (!item.to) return <div className="card">{children}</div>;
  return (
    <ContentLinkTo link={{ href: item.to, label: item.title, external: item.external ?? false }} className="card">
      {children}
    </ContentLinkTo>
  );
}

/**
 * A card's short facts ("Fragrance creation · 18 August 2026"), each in its
 * own span. On a phone they stack (base.css): a line that only just fits
 * would otherwise wrap in the fallback font and not in the web font, and the
 * card would move when the font arrived.
 */
function Facts({ text }: { text: string }) {
  return text.split(SEPARATOR).map((fact, index) => (
    <Fragment key={index}>
      {index > 0 && <span className="card__separator">{SEPARATOR}</span>}
      <span className="card__fact">{fact}</span>
    </Fragment>
  ));
}
