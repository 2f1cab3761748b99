import { preload } from 'react-dom';
import type { ImageProps } from '../sanity/images.ts';
import { srcSetOf } from '../sanity/srcset.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

/**
 * The home hero's picture, art-directed (issue 39, decision 0038): another
 * crop where a media query matches (the first that matches wins, else the
 * wide picture), so a phone is not sent a wide picture it shows cropped and
 * enlarged. Here, not in ResponsiveImage: only the home page pays for it.
 */
export function HeroPicture({ image, crops }: { image: ImageProps; crops: readonly { media: string; image: ImageProps }[] }) {
  const picture = <ResponsiveImage image={image} className="hero__image" priority sizes="100vw" />;
  if (crops.length === 0) return picture;
  // React preloads a high-priority <img> by itself, but not one inside a <picture> (which file depends on the
  // sources): each crop is preloaded for exactly the screens it serves, so the main picture still starts with the
  // HTML and no screen fetches two.
  const servedBy = (index: number) =>
    [...crops.slice(0, index).map((crop) => `(not (${crop.media}))`), ...(index < crops.length ? [`(${crops[index]!.media})`] : [])].join(
      ' and ',
    );
  for (const [index, candidate] of [...crops.map((crop) => crop.image), image].entries())
    preload(candidate.src, {
      as: 'image',
      imageSrcSet: srcSetOf(candidate),
      imageSizes: candidate.sizes,
      fetchPriority: 'high',
      media: servedBy(index),
    });
  return (
    <picture>
      {crops.map((crop) => (
        <source
          key={crop.media}
          media={crop.media}
          srcSet={srcSetOf(crop.image)}
          sizes={crop.image.sizes}
          width={crop.image.width}
          height={crop.image.height}
        />
      ))}
      {picture}
    </picture>
  );
}
