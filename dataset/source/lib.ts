// Helpers for authoring the demo content: image placeholders that build.ts
// renders with dataset/art, references, and a small Markdown-like syntax for
// Portable Text.

import type { FigureFact } from '../../app/pages/figure-facts.ts';

export type ArtKind =
  | 'hero'
  | 'bottle'
  | 'bottle-group'
  | 'glass'
  | 'cap'
  | 'box'
  | 'candle'
  | 'swatch'
  | 'studio'
  | 'factory'
  | 'lab'
  | 'logo'
  | 'pattern'
  | 'machine'
  | 'warehouse'
  | 'skincare'
  | 'part';
export type ArtTone = 'ivory' | 'stone' | 'deep' | 'champagne' | 'rose' | 'amber' | 'sage' | 'noir';

export interface ArtRequest {
  kind: ArtKind;
  width: number;
  height: number;
  seed: string;
  label?: string;
  tone?: ArtTone;
  /** What the picture shows within its kind (a bottle shape, a machine, a box): see dataset/art/index.ts. */
  variant?: string;
}

export interface Hotspot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An image field before build.ts has drawn the file. */
export interface ImagePlaceholder {
  _type: 'image';
  __art: ArtRequest;
  __filename: string;
  alt: string;
  caption?: string;
  hotspot?: Hotspot;
}

export type Doc = { _id: string; _type: string; _createdAt?: string; _updatedAt?: string } & Record<string, unknown>;

/** A file field (a PDF) before build.ts has written the file: its bytes and its original filename. */
export interface FilePlaceholder {
  _type: 'file';
  __file: { filename: string; data: Buffer };
}

/** A file made by code (a certificate's PDF), written by build.ts to files/<sha1>.<ext> as `sanity dataset export` does. */
export function file(filename: string, data: Buffer): FilePlaceholder {
  return { _type: 'file', __file: { filename, data } };
}

// Heroes are 16:9; pages crop them (a 4:5 column beside a page title, 16:9 for
// a case), so their subject sits in the middle third.
export const SIZE = {
  homeHero: [2700, 1336],
  hero: [2400, 1350],
  wide: [1600, 900],
  scene: [1600, 1067],
  video: [1600, 900],
  product: [1200, 1500],
  part: [800, 1000],
  logo: [600, 300],
} as const;

export type SizeName = keyof typeof SIZE;

interface ImageOptions {
  tone?: ArtTone;
  variant?: string;
  label?: string;
  caption?: string;
  hotspot?: Hotspot;
  /** originalFilename in assets.json; defaults to `{seed}.{ext}`. */
  filename?: string;
}

/**
 * An image drawn by dataset/art. The seed names the picture: the same seed,
 * kind and size give the same file (one asset used in several places).
 */
export function image(kind: ArtKind, size: SizeName, seed: string, alt: string, options: ImageOptions = {}): ImagePlaceholder {
  const [width, height] = SIZE[size];
  const request: ArtRequest = { kind, width, height, seed };
  if (options.label !== undefined) request.label = options.label;
  if (options.tone !== undefined) request.tone = options.tone;
  if (options.variant !== undefined) request.variant = options.variant;
  const placeholder: ImagePlaceholder = { _type: 'image', __art: request, __filename: options.filename ?? seed, alt };
  if (options.caption !== undefined) placeholder.caption = options.caption;
  if (options.hotspot !== undefined) placeholder.hotspot = options.hotspot;
  return placeholder;
}

export function withCaption(placeholder: ImagePlaceholder, caption: string): ImagePlaceholder {
  return { ...placeholder, caption };
}

export function ref(id: string): { _type: 'reference'; _ref: string } {
  return { _type: 'reference', _ref: id };
}

export function slug(current: string): { _type: 'slug'; current: string } {
  return { _type: 'slug', current };
}

/** SEO overrides; an empty title leaves the page title in place. */
export function seo(title: string | undefined, description: string, shareImage?: ImagePlaceholder): Record<string, unknown> {
  const value: Record<string, unknown> = title ? { _type: 'seo', title, description } : { _type: 'seo', description };
  if (shareImage) value.image = shareImage;
  return value;
}

export function stat(value: string, label: string): Record<string, unknown> {
  return { _type: 'stat', value, label };
}

/** A figure shown from where its fact is kept (app/pages/figure-facts.ts): the catalogue, or a service's quick facts. */
export function factStat(fact: FigureFact, label: string): Record<string, unknown> {
  return { _type: 'stat', fact, label };
}

// ---------------------------------------------------------------------------
// Portable Text from a Markdown subset: paragraphs separated by blank lines,
// `## `/`### `/`#### ` headings, `> ` quotes, `- ` and `1. ` list items (one per
// line), and inline **strong**, *em* and [links](href).

export interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

export interface Block {
  _type: 'block';
  style: string;
  children: Span[];
  markDefs: { _key: string; _type: 'link'; href: string; openInNewTab?: boolean }[];
  listItem?: 'bullet' | 'number';
  level?: number;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

function inline(text: string): Pick<Block, 'children' | 'markDefs'> {
  const children: Span[] = [];
  const markDefs: Block['markDefs'] = [];
  let last = 0;
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: `s${children.length}`, text: value, marks });
  };
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index), []);
    if (match[1] !== undefined) push(match[1], ['strong']);
    else if (match[2] !== undefined) push(match[2], ['em']);
    else if (match[3] !== undefined && match[4] !== undefined) {
      const key = `link${markDefs.length}`;
      const href = match[4];
      const external = /^https?:/.test(href);
      markDefs.push(external ? { _key: key, _type: 'link', href, openInNewTab: true } : { _key: key, _type: 'link', href });
      push(match[3], [key]);
    }
    last = match.index + match[0].length;
  }
  push(text.slice(last), []);
  if (children.length === 0) children.push({ _type: 'span', _key: 's0', text: '', marks: [] });
  return { children, markDefs };
}

export function md(source: string): Block[] {
  const blocks: Block[] = [];
  const paragraphs = source.replace(/\r/g, '').split(/\n\s*\n/);
  for (const paragraph of paragraphs) {
    const lines = paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const isList = lines.every((line) => /^(- |\d+\. )/.test(line));
    if (isList) {
      for (const line of lines) {
        const bullet = line.startsWith('- ');
        const text = bullet ? line.slice(2) : line.replace(/^\d+\. /, '');
        blocks.push({ _type: 'block', style: 'normal', listItem: bullet ? 'bullet' : 'number', level: 1, ...inline(text) });
      }
      continue;
    }
    const joined = lines.join(' ');
    const heading = /^(#{2,4}) (.*)$/.exec(joined);
    if (heading?.[1] && heading[2] !== undefined) {
      blocks.push({ _type: 'block', style: `h${heading[1].length}`, ...inline(heading[2]) });
    } else if (joined.startsWith('> ')) {
      blocks.push({ _type: 'block', style: 'blockquote', ...inline(lines.map((line) => line.replace(/^> ?/, '')).join(' ')) });
    } else {
      blocks.push({ _type: 'block', style: 'normal', ...inline(joined) });
    }
  }
  return blocks;
}

/** Rich text mixing Markdown and images: rich(md`…`, image(…), md`…`). */
export function rich(...parts: (string | ImagePlaceholder)[]): (Block | ImagePlaceholder)[] {
  return parts.flatMap((part): (Block | ImagePlaceholder)[] => (typeof part === 'string' ? md(part) : [part]));
}
