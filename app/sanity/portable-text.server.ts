import { image } from './image.server.ts';
import type { SanityImage } from './images.ts';
import type { RichTextBlock } from '../ui/portable-text.ts';

/** Builds each inline image's responsive sources on the server (up to the text column's width). */
export function prepareRichText(blocks: unknown): RichTextBlock[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.map((block: RichTextBlock & SanityImage) =>
    block._type === 'image'
      ? {
          _type: 'image',
          _key: block._key,
          caption: block.caption ?? null,
          alt: block.alt ?? null,
          props: image(block, { width: 800, sizes: '(min-width: 52rem) 800px, 100vw' }),
        }
      : block,
  );
}
