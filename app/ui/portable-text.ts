/**
 * Portable Text as the pages receive it: blocks as stored, and images with
 * their `srcset` already built (by `rich-text.server.ts`), so the browser
 * needs no image-URL code. Plus what is derived from the text: heading
 * anchors, the table of contents and the reading time.
 */
import type { ImageProps } from '../sanity/images.ts';

export interface Span {
  _type: 'span';
  _key?: string;
  text: string;
  marks?: string[];
}

export interface TextBlock {
  _type: 'block';
  _key: string;
  style?: string;
  listItem?: 'bullet' | 'number';
  level?: number;
  children: Span[];
  markDefs?: { _key: string; _type: string; href?: string; openInNewTab?: boolean }[];
}

export interface ImageBlock {
  _type: 'image';
  _key: string;
  caption?: string | null;
  alt?: string | null;
  props?: ImageProps | null;
}

export type RichTextBlock = TextBlock | ImageBlock | { _type: string; _key: string };

export function blockText(block: RichTextBlock): string {
  return block._type === 'block' ? (block as TextBlock).children.map((span) => span.text).join('') : '';
}

/** The anchor of a heading: its words, lowercased, joined by hyphens. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** The h2 and h3 headings, for a table of contents. */
export function tableOfContents(blocks: RichTextBlock[] | null | undefined): { id: string; text: string; level: 2 | 3 }[] {
  return (blocks ?? [])
    .filter(
      (block): block is TextBlock =>
        block._type === 'block' && ((block as TextBlock).style === 'h2' || (block as TextBlock).style === 'h3'),
    )
    .map((block) => ({ id: headingId(blockText(block)), text: blockText(block), level: block.style === 'h2' ? 2 : 3 }));
}

/**
 * The blocks under the h2 whose words are `heading` (up to the next h2),
 * taken out of the text: a case's "Results" are set apart from its story.
 * Without such a heading, `section` is empty and `rest` is the whole text.
 */
export function takeSection(blocks: RichTextBlock[], heading: string): { rest: RichTextBlock[]; section: RichTextBlock[] } {
  const isH2 = (block: RichTextBlock) => block._type === 'block' && (block as TextBlock).style === 'h2';
  const start = blocks.findIndex((block) => isH2(block) && blockText(block).trim().toLowerCase() === heading.toLowerCase());
  if (start === -1) return { rest: blocks, section: [] };
  const after = blocks.findIndex((block, index) => index > start && isH2(block));
  const end = after === -1 ? blocks.length : after;
  return { rest: [...blocks.slice(0, start), ...blocks.slice(end)], section: blocks.slice(start + 1, end) };
}

/** The words of list items, when a section is nothing but a list (a case's results as statements); otherwise null. */
export function listItems(blocks: RichTextBlock[]): string[] | null {
  if (blocks.length === 0 || !blocks.every((block) => block._type === 'block' && (block as TextBlock).listItem)) return null;
  return blocks.map(blockText);
}

/** Minutes to read at 220 words a minute, at least one. */
export function readingMinutes(blocks: RichTextBlock[] | null | undefined): number {
  const words = (blocks ?? []).map(blockText).join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
