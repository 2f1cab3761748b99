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
}: {
  image: ImageProps;
  priority?: boolean;
  className?: string;
  sizes?: string;
  /** Also called for an image that failed before the page's script ran. */
  onError?: () => void;
}) {
  return (
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
}
