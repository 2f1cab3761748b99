import type { SanityImage } from '../sanity/images.ts';

/** An image as the gallery query projects it, of the given size, for tests. */
export const asset = (width: number, height: number, id = 'image-abc-1600x1067-jpg'): SanityImage => ({
  alt: 'A bottle',
  caption: ' Heavy base ',
  asset: { _id: id, width, height, lqip: 'data:image/jpeg;base64,xx' },
});
