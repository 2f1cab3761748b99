import { preload } from 'react-dom';
import type { ImageProps } from '../sanity/images.ts';
import { srcSetOf } from '../sanity/srcset.ts';

/**
 * An image from the image service: responsive srcset, fixed dimensions (no
 * layout shift), lazy unless it is the page's main image, with the blurred
 * placeholder behind it until it arrives.
 */
/** A grid's first row (three across on a wide screen): where it opens a page, its pictures are the largest paint. */
export const FIRST_ROW = 3;

export function ResponsiveImage({
  image,
  priority = false,
  className,
  sizes,
  onError,
  sources,
}: {
  image: ImageProps;
  priority?: boolean;
  className?: string;
  sizes?: string;
  /** Also called for an image that failed before the page's script ran. */
  onError?: () => void;
  /**
   * Art direction: another crop of the picture where a media query matches
   * (the first that matches wins, else the image itself), so a phone is not
   * sent a wide picture it shows cropped and enlarged.
   */
  sources?: readonly { media: string; image: ImageProps }[];
}) {
  const img = (
    <img
      ref={
        onError &&
        ((element: HTMLImageElement | null) => {
          if (element?.complete && element.naturalWidth === 0 && element.currentSrc) onError();
        })
      }
      onError={onError}
      className={className}
      src={image.src}
      srcSet={srcSetOf(image)}
      sizes={sizes ?? image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      style={
        image.placeholder
          ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
          : undefined
      }
    />
  );
  if (!sources?.length) return img;
  // React preloads a high-priority <img> by itself, but not one inside a <picture> (which file depends on the
  // sources): each crop is preloaded for exactly the screens it serves (the first source that matches wins, as in
  // the <picture>), so the main picture still starts with the HTML and no screen fetches two.
  if (priority) {
    const servedBy = (index: number) =>
      [
        ...sources.slice(0, index).map((source) => `(not (${source.media}))`),
        ...(index < sources.length ? [`(${sources[index]!.media})`] : []),
      ].join(' and ');
    for (const [index, candidate] of [...sources.map((source) => source.image), image].entries())
      preload(candidate.src, {
        as: 'image',
        imageSrcSet: srcSetOf(candidate),
        imageSizes: candidate.sizes,
        fetchPriority: 'high',
        media: servedBy(index),
      });
  }
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={source.media}
          media={source.media}
          srcSet={srcSetOf(source.image)}
          sizes={source.image.sizes}
          width={source.image.width}
          height={source.image.height}
        />
      ))}
      {img}
    </picture>
  );
}
