import { Link } from 'react-router';
import type { ImageProps } from '../sanity/images.ts';
import { ArrowRightIcon } from '../ui/icons.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { SEPARATOR } from '../ui/format.ts';

export interface VideoCardItem {
  to: string;
  title: string;
  description: string | null;
  duration: string | null;
  durationSpoken: string | null;
  date: string | null;
  publishedAt: string | null;
  image: ImageProps | null;
}

export function PlayGlyph({ className = 'play-glyph' }: { className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d="M9 6.8v10.4a.6.6 0 0 0 .92.5l8.1-5.2a.6.6 0 0 0 0-1l-8.1-5.2a.6.6 0 0 0-.92.5Z" fill="currentColor" />
      </svg>
    </span>
  );
}

function Poster({ item, priority = false }: { item: VideoCardItem; priority?: boolean }) {
  return (
    <div className="video-card__poster">
      {item.image && <ResponsiveImage image={item.image} priority={priority} />}
      <PlayGlyph />
      {item.duration && (
        <span className="video-card__duration">
          <span aria-hidden="true">{item.duration}</span>
          <span className="visually-hidden">, {item.durationSpoken}</span>
        </span>
      )}
    </div>
  );
}

/** The newest video across the top of /videos: a large poster beside its text. */
export function VideoFeature({ item }: { item: VideoCardItem }) {
  return (
    <Link to={item.to} className="video-feature" prefetch="intent">
      <Poster item={item} priority />
      <div className="video-feature__text">
        <span className="eyebrow">
          Latest film
          {item.date && (
            <>
              {SEPARATOR}
              {item.publishedAt ? <time dateTime={item.publishedAt}>{item.date}</time> : item.date}
            </>
          )}
        </span>
        <h2 className="video-feature__title">{item.title}</h2>
        {item.description && <p className="video-feature__description">{item.description}</p>}
        <span className="text-link" aria-hidden="true">
          Watch the film <ArrowRightIcon />
        </span>
      </div>
    </Link>
  );
}

/** Video cards: poster with its duration, date, title and description. */
export function VideoCardList({
  items,
  headingLevel = 'h2',
  compact = false,
}: {
  items: VideoCardItem[];
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <ul className="media-cards" data-columns={compact && items.length !== 2 ? 3 : 2}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="media-card video-card" prefetch="intent">
            <Poster item={item} />
            {item.date && (
              <span className="media-card__meta">
                {item.publishedAt ? <time dateTime={item.publishedAt}>{item.date}</time> : item.date}
              </span>
            )}
            <Heading className="media-card__title">{item.title}</Heading>
            {item.description && <p className="media-card__text">{item.description}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
