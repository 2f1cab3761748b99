/** A document as stored in the lake: any JSON object with an id and a type. */
export interface LakeDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Sanity's named perspectives. */
export type NamedPerspective = 'published' | 'drafts' | 'previewDrafts' | 'raw';

/**
 * What a query sees: a named perspective, or a stack of release names,
 * `drafts` and `published` in the order they win (`['rSpring', 'drafts']`),
 * over the published documents (perspectives.ts).
 */
export type Perspective = NamedPerspective | readonly string[];

/**
 * Who is asking: no token, a read token, a write token (which can also read), or the enquiry token (reads like the
 * read token, and may create enquiries and nothing else: what a website's contact form needs).
 */
export type Access = 'public' | 'read' | 'write' | 'enquiries';

/** An image file the lake serves, keyed by its file name (`{sha1}-{w}x{h}.{ext}`). */
export interface AssetFile {
  path: string;
  mimeType: string;
  width: number;
  height: number;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
