/**
 * When a published page's address changes (a post, a case, a service, a part,
 * an editor's page renamed), its old address answers 301 to the new one from
 * that publish on, so that no link breaks: this module notices, whatever made
 * the change (the Studio, the API, an import), and writes a redirect document
 * to the content service, marked as the site's own, which every instance then
 * honours (app/seo/redirects.server.ts) and the Studio lists. It compares
 * where each document is now (by its id) with where it was, as this instance
 * last saw it, kept in a file beside the page store, so a rename made while
 * the site was down is caught at its next start. Every instance may notice the
 * same move: the redirect's id comes from its old address, so it is written
 * once (createIfNotExists). An old address that the rule of app/urls.ts keeps
 * for the route table (a landing page's) is left alone.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SanityClient } from '@sanity/client';
import { defineQuery } from 'groq';
import type { Subscription } from 'rxjs';
import { addressedTypes, publishedAddress, redirectFromProblem, type Addressable } from '../app/urls.ts';

/** The redirect document the site writes for a page that moved. */
export interface MovedRedirect {
  _id: string;
  _type: 'redirect';
  from: string;
  to: { _type: 'link'; document: { _type: 'reference'; _ref: string; _weak: true } };
  permanent: true;
  auto: true;
  note: string;
}

export interface MovedPagesOptions {
  /** Where each published document with an address is now (the build's entry), null when unknown. */
  addresses: () => Promise<Map<string, string> | null>;
  /** Where this instance keeps what it last saw. */
  file: string;
  /** Writes the redirect if no document has its id yet. */
  write: (redirect: MovedRedirect) => Promise<void>;
  log: (line: string) => void;
  now?: () => Date;
}

/** The id of the redirect from an old address: the same on every instance, so it is written once. */
export const movedRedirectId = (from: string) => `redirect-moved-${createHash('sha256').update(from).digest('hex').slice(0, 32)}`;

export function movedRedirect(id: string, from: string, to: string, at: Date): MovedRedirect {
  return {
    _id: movedRedirectId(from),
    _type: 'redirect',
    from,
    to: { _type: 'link', document: { _type: 'reference', _ref: id, _weak: true } },
    permanent: true,
    auto: true,
    note: `Made by the website on ${at.toISOString().slice(0, 10)}, when this page moved from ${from} to ${to}.`,
  };
}

/** The redirects a move from `before` to `after` calls for: each document still published whose address changed. */
export function movesBetween(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): { id: string; from: string; to: string }[] {
  const moves: { id: string; from: string; to: string }[] = [];
  for (const [id, from] of before) {
    const to = after.get(id);
    if (to && to !== from && redirectFromProblem(from) === null) moves.push({ id, from, to });
  }
  return moves;
}

export class MovedPages {
  private readonly options: MovedPagesOptions;
  private seen: Map<string, string> | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(options: MovedPagesOptions) {
    this.options = options;
  }

  /** A published document changed, as the content's listener tells it: a move leaves its redirect at once. */
  async noticed(id: string, before: Addressable | null | undefined, after: Addressable | null | undefined): Promise<void> {
    const [from, to] = [before ? publishedAddress(before) : null, after ? publishedAddress(after) : null];
    if (!to) return;
    // Not written: what was seen stays, so that the next look tries again.
    if (from && from !== to && redirectFromProblem(from) === null && !(await this.leave({ id, from, to }))) return;
    this.seen?.set(id, to);
  }

  /** Looks again (after a live event, at start); one look at a time, and one more if asked meanwhile. */
  check(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.look().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.check();
      }
    });
    return this.running;
  }

  private async look(): Promise<void> {
    const now = await this.options.addresses().catch(() => null);
    if (!now) return;
    const before = this.seen ?? (await this.read());
    if (before) {
      for (const move of movesBetween(before, now)) if (!(await this.leave(move))) now.set(move.id, move.from);
    }
    this.seen = now;
    await this.save(now);
  }

  /** Writes the redirect a move calls for; false when it could not be (the next look tries again). */
  private async leave(move: { id: string; from: string; to: string }): Promise<boolean> {
    try {
      await this.options.write(movedRedirect(move.id, move.from, move.to, this.options.now?.() ?? new Date()));
      this.options.log(`moved pages: ${move.from} now answers 301 to ${move.to}`);
      return true;
    } catch (error) {
      this.options.log(
        `moved pages: the redirect from ${move.from} could not be written (${(error as Error).message.split('\n')[0]}); trying again at the next change`,
      );
      return false;
    }
  }

  private async read(): Promise<Map<string, string> | null> {
    try {
      const saved = JSON.parse(await readFile(this.options.file, 'utf8')) as Record<string, string>;
      return new Map(Object.entries(saved).filter(([, address]) => typeof address === 'string'));
    } catch {
      return null;
    }
  }

  private async save(addresses: Map<string, string>): Promise<void> {
    try {
      await mkdir(path.dirname(this.options.file), { recursive: true });
      const temp = `${this.options.file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(Object.fromEntries(addresses)));
      await rename(temp, this.options.file);
    } catch (error) {
      this.options.log(`moved pages: what was seen could not be kept on disk (${(error as Error).message})`);
    }
  }
}

/** The published documents with a page of their own (a listener's filter: it hears of those that match before or after). */
const addressedDocuments = defineQuery(`*[_type in $types && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]`);

type Addressed = Addressable & { _id: string };

/**
 * Tells `moved` of every change to a published page's document as it happens, and has it look again whenever the
 * listener (re)connects, for what it missed meanwhile. A listener that cannot connect (the content service not up
 * yet, or gone) is opened again, with a growing pause; stop() ends it.
 */
export function followMoves(client: SanityClient, moved: MovedPages, log: (line: string) => void): { stop(): void } {
  let subscription: Subscription | null = null;
  let timer: NodeJS.Timeout | undefined;
  let pauseMs = 1000;
  let stopped = false;
  const open = () => {
    subscription = client
      .listen(
        addressedDocuments,
        { types: [...addressedTypes] },
        { includeResult: true, includePreviousRevision: true, visibility: 'query', events: ['welcome', 'mutation'], tag: 'moved-pages' },
      )
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome') {
            pauseMs = 1000;
            void moved.check();
          } else if (event.type === 'mutation') {
            const [before, after] = [event.previous as Addressed | null | undefined, event.result as Addressed | null | undefined];
            void moved.noticed(event.documentId, before && { ...before, slug: slugOf(before) }, after && { ...after, slug: slugOf(after) });
          }
        },
        error: (error: unknown) => {
          if (stopped) return;
          log(`moved pages: the content's listener stopped (${(error as Error).message}); opening it again in ${pauseMs / 1000} s`);
          timer = setTimeout(open, pauseMs);
          timer.unref();
          pauseMs = Math.min(pauseMs * 2, 30_000);
        },
      });
  };
  open();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
    },
  };
}

/** A listener's documents are whole: the slug is an object there. */
const slugOf = (doc: Addressable & { slug?: unknown }) =>
  typeof doc.slug === 'string' ? doc.slug : ((doc.slug as { current?: string } | null | undefined)?.current ?? null);
