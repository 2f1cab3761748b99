import { Link } from 'react-router';
import type { ImageProps } from '../sanity/images.ts';
import { ArrowRightIcon } from '../ui/icons.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { SEPARATOR } from '../ui/format.ts';

export interface GalleryCardItem {
  to: string;
  title: string;
  description: string | null;
  count: number;
  image: ImageProps | null;
}

const imageCount = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;

/** /galleries: one gallery a row, a large cover beside its title, count and description, alternating sides. */
export function GalleryFeatureList({ items }: { items: GalleryCardItem[] }) {
  return (
    <ul className="gallery-features">
      {items.map((item, index) => (
        <li key={item.to}>
          <Link to={item.to} className="gallery-feature" prefetch="intent">
            <div className="gallery-feature__image">{item.image && <ResponsiveImage image={item.image} priority={index === 0} />}</div>
            <div className="gallery-feature__text">
              <span className="eyebrow">
                <span aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                  {SEPARATOR}
                </span>
                {imageCount(item.count)}
              </span>
              <h2 className="gallery-feature__title">{item.title}</h2>
              {item.description && <p className="gallery-feature__description">{item.description}</p>}
              <span className="text-link" aria-hidden="true">
                View the gallery <ArrowRightIcon />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Smaller cards for the other galleries under a gallery. */
export function GalleryCardList({ items, headingLevel = 'h3' }: { items: GalleryCardItem[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="media-cards" data-columns={items.length === 2 ? 2 : 3}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="media-card" prefetch="intent">
            <div className="media-card__image">{item.image && <ResponsiveImage image={item.image} />}</div>
            <span className="media-card__meta">{imageCount(item.count)}</span>
            <Heading className="media-card__title">{item.title}</Heading>
            {item.description && <p className="media-card__text">{item.description}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
