/**
 * One request's state, from the server to the deepest content read, in one
 * carrier: the server (server/render.ts) runs each render inside
 * `runInRequest`, with the state it read from the request (a valid preview
 * cookie, a refused one, the address's enquiry limit), and everything
 * below asks `currentRequest()`: the root loader, the contact action, the
 * content client (drafts in a preview), the typed fetch (which notes each
 * answer's sync tags and any failure in the render record), and the document
 * (which notes the hashes of its inline scripts and styles for the CSP). The
 * server reads the record once the page is made. Nothing a visitor sends can
 * set it, and outside a request (a script, a test) every note is a no-op.
 *
 * The server reaches this module through the build (app/entry.server.tsx
 * re-exports `runInRequest`): a copy of its own would be another store.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { FAILED_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import type { ReadLane } from './sanity/read-gate.ts';

/** What a render read (the sync tags of its queries) and whether any of its content failed, noted by the content fetch. */
export interface RenderRecord {
  syncTags: Set<string>;
  contentFailed: boolean;
  /** The first moment the page would render otherwise with the same content (an exhibition's end), in ms; null: none. */
  changesAt: number | null;
}

/** The sha256 sources (`'sha256-…'`) of a document's inline scripts and stylesheets, for its Content-Security-Policy. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

export interface RequestState {
  /**
   * Whose render it is: a page for the store (everyone's, re-rendered when content changes) or one visitor's; the
   * content reads of the first go first (app/sanity/read-gate.ts).
   */
  lane: ReadLane;
  /** A valid preview cookie: drafts, stega, the visual-editing overlay, never cached. */
  preview: boolean;
  /** In a preview, what it shows: `drafts`, `published`, or releases stacked over drafts (`rSpring,drafts`). */
  previewPerspective?: string;
  /** A preview link was refused: the page says so, and is never cached. */
  previewRefused: boolean;
  /**
   * Counts this post against its address's enquiry limit and says whether it is over (the contact action then answers
   * 429 with the form). Asked by the action only for a post that passed the origin and form-token checks, so a hostile
   * page's forged posts cannot use up a visitor's allowance.
   */
  countEnquiry: () => Promise<boolean>;
  /**
   * Counts an acknowledgement e-mail to this address and says whether one may go (at most one an address an hour,
   * shared by every instance): the brief's form sends it to whatever address it is given.
   */
  mayAcknowledge: (email: string) => Promise<boolean>;
  record: RenderRecord;
  /** Set by the document as it is rendered (app/document.server.ts). */
  inline?: InlineHashes;
}

const newRenderRecord = (): RenderRecord => ({ syncTags: new Set(), contentFailed: false, changesAt: null });

/** The state of a render for everyone (a stored page): no preview, no limit. */
export const publicRequest = (): RequestState => ({
  lane: 'kept',
  preview: false,
  previewRefused: false,
  countEnquiry: () => Promise.resolve(false),
  mayAcknowledge: () => Promise.resolve(false),
  record: newRenderRecord(),
});

interface Scope {
  state: RequestState;
  /** A read inside this scope failed (contentAvailability). */
  failed: boolean;
  parent: Scope | undefined;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Runs one request's work (a render through React Router) with its state. */
export function runInRequest<T>(state: RequestState, fn: () => T): T {
  return scopes.run({ state, failed: false, parent: undefined }, fn);
}

/** This request's state; outside a request (a script, a test), a public one that nothing reads back. */
export function currentRequest(): RequestState {
  return scopes.getStore()?.state ?? publicRequest();
}

export function isPreview(): boolean {
  return scopes.getStore()?.state.preview === true;
}

/** The sync tags a query's answer carried: the page depends on them (Live Content API). */
export function noteSyncTags(tags: readonly string[] | undefined): void {
  const record = scopes.getStore()?.state.record;
  if (record && tags) for (const tag of tags) record.syncTags.add(tag);
}

/** The page shows something that ends at `at` (an exhibition's banner): a stored copy renders again then. */
export function noteChangesAt(at: Date): void {
  const record = scopes.getStore()?.state.record;
  if (!record || Number.isNaN(at.getTime())) return;
  record.changesAt = record.changesAt === null ? at.getTime() : Math.min(record.changesAt, at.getTime());
}

/** A query failed: the page shows built-in defaults in its place, and must not be kept as the truth. */
export function recordContentFailure(): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.state.record.contentFailed = true;
  for (let current: Scope | undefined = scope; current; current = current.parent) current.failed = true;
}

/**
 * Runs `load` and says whether any content read inside it failed, so a
 * loader can tell its page (to show the notice). Only the reads made inside
 * it count: the root's and the route's loaders run side by side, each in a
 * scope of its own within the request's.
 */
export async function contentAvailability<T>(load: () => Promise<T>): Promise<{ value: T; unavailable: boolean }> {
  const parent = scopes.getStore();
  if (!parent) return { value: await load(), unavailable: false };
  const scope: Scope = { state: parent.state, failed: false, parent };
  const value = await scopes.run(scope, load);
  return { value, unavailable: scope.failed };
}

/**
 * The answer of a render whose content failed: a page (200) or a "not found"
 * that the missing content may have caused becomes 503; every answer is kept
 * by no cache. Redirects and the visitor's own errors (400, 405, 429) keep
 * their status. The body is the page as rendered, with its notice.
 * (docs/decisions/0013-hostile-traffic.md)
 */
export function unavailableAnswer(response: Response, isPrivate: boolean): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', isPrivate ? PRIVATE_CACHE_CONTROL : FAILED_CACHE_CONTROL);
  const status = response.status < 300 || response.status === 404 ? 503 : response.status;
  headers.delete('ETag');
  if (status === 503) headers.set('Retry-After', '30');
  return new Response(response.body, { status, statusText: status === 503 ? 'Service Unavailable' : response.statusText, headers });
}
